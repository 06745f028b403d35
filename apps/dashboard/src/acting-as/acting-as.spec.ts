import { describe, expect, it } from 'vitest';
import { actingAsHeader } from './acting-as';

const state = { clientId: 'c1', label: 'Bea', mode: 'view' as const };

describe('actingAsHeader', () => {
  it("adds the view header to the client's routes only", () => {
    expect(actingAsHeader('/api/my/website', state)).toEqual(['X-View-As', 'c1']);
    expect(actingAsHeader('/api/my/website/posts/1', { ...state, mode: 'blog' })).toEqual(['X-Manage-Blog-As', 'c1']);
    expect(actingAsHeader('/api/admin/clients', state)).toBeNull();
    expect(actingAsHeader('/api/auth/refresh', state)).toBeNull();
    expect(actingAsHeader('/api/my/website', null)).toBeNull();
  });
});
