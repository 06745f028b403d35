import { describe, expect, it } from 'vitest';
import { selfDemotionWarning, disableConfirmation } from './self-change';

describe('an admin changing their own account is warned', () => {
  it('says what demoting yourself does, only when it is you losing the admin role', () => {
    expect(selfDemotionWarning({ isSelf: true, currentRole: 'admin', newRole: 'editor' })).toMatch(/your own admin role.*lose access to the admin pages/i);
    expect(selfDemotionWarning({ isSelf: false, currentRole: 'admin', newRole: 'editor' })).toBeNull();
    expect(selfDemotionWarning({ isSelf: true, currentRole: 'admin', newRole: 'admin' })).toBeNull();
  });

  it('asks differently before disabling your own account', () => {
    expect(disableConfirmation(true)).toEqual({
      title: 'Disable your own account?',
      description: 'You are signed out at once and cannot sign in again until another administrator enables your account.',
    });
    expect(disableConfirmation(false).title).toBe('Disable this account?');
  });
});
