/**
 * `?to=` after sign-in (docs/product.md §12.3): the page someone was sent away from is theirs to return
 * to, nobody else's. The signed-in shell records, per tab, who is signed in; a sign-in on that tab
 * honours `to` only for that same user. Anyone else (the next person at a shared computer, or a tab
 * that never had a session) lands on /dashboard, as the spec says.
 */
const KEY = 'fw.dashboard-user';

/** Called by the signed-in shell with the current user's id. */
export function rememberDashboardUser(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // storage blocked: `to` is then never honoured, which is the safe side
  }
}

function lastDashboardUser(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Where `userId` goes after signing in: a dashboard path from ?to= if they were the one sent away, else /dashboard. */
export function afterSignInPath(to: string | null, userId: string | undefined): string {
  const dashboardPath = to && /^\/dashboard(\/|$|\?)/.test(to) ? to : null;
  return dashboardPath && userId && lastDashboardUser() === userId ? dashboardPath : '/dashboard';
}
