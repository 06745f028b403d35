/** What an admin is told before removing their own admin role; null when the change is not that. */
export function selfDemotionWarning(change: { isSelf: boolean; currentRole: string; newRole: string | undefined }): string | null {
  if (!change.isSelf || change.currentRole !== 'admin' || change.newRole === 'admin' || change.newRole === undefined) return null;
  return 'You are removing your own admin role: you lose access to the admin pages as soon as you save, and only another administrator can give it back.';
}

/** The question asked before Disable account: an admin disabling themselves is locked out. */
export function disableConfirmation(isSelf: boolean): { title: string; description: string } {
  return isSelf
    ? {
        title: 'Disable your own account?',
        description: 'You are signed out at once and cannot sign in again until another administrator enables your account.',
      }
    : { title: 'Disable this account?', description: 'They are signed out at once and cannot sign in until you enable it.' };
}
