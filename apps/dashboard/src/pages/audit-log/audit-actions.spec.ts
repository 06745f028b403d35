import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions';

describe('auditActionLabel', () => {
  it('names known actions in words and shows the others as recorded', () => {
    expect(auditActionLabel('lead.close')).toBe('Lead closed');
    expect(auditActionLabel('client_blog.patch /api/my/website/posts/:id')).toBe("Client's blog: patch /api/my/website/posts/:id");
    expect(auditActionLabel('admin.post /api/admin/new-thing')).toBe('admin.post /api/admin/new-thing');
  });
});
