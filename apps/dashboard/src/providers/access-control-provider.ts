import type { AccessControlProvider } from '@refinedev/core';
import { restoreSession, type Role } from './session';

export const ACCESS_DENIED_MESSAGE = 'You do not have permission to access this page.';

/** Which roles may use each resource; anything not listed is open to every signed-in user. */
const rolesByResource: Record<string, readonly Role[]> = {
  admin: ['admin'],
  clients: ['admin'],
  websites: ['admin'],
  sections: ['admin'],
  'website-history': ['admin'],
  submissions: ['admin'],
  'email-logs': ['admin'],
  orders: ['admin'],
  drafts: ['admin'],
  leads: ['admin'],
  reviews: ['admin'],
  'audit-log': ['admin'],
  activity: ['admin'],
};

export function isAllowed(role: Role | undefined, resource: string | undefined): boolean {
  if (!role) return false;
  const roles = resource ? rolesByResource[resource] : undefined;
  return roles ? roles.includes(role) : true;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const user = await restoreSession();
    return isAllowed(user?.role, resource) ? { can: true } : { can: false, reason: ACCESS_DENIED_MESSAGE };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // The role is re-read from the session on every check; never reuse another user's answer.
    queryOptions: { staleTime: 0, gcTime: 0 },
  },
};
