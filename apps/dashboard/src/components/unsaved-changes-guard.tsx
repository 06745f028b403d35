import { useEffect } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { useBlocker, useLocation } from 'react-router';

export const UNSAVED_CHANGES_WARNING = 'Leave this page? What you typed has not been saved.';

/** Set for one navigation the app makes on its own (not the person), which must not ask. */
let appNavigating = false;

/**
 * The next navigation is the app's, not the person's (after a sign-out in another tab): it
 * leaves without the question, since nobody here asked to leave. The typed text is kept in the
 * browser (see lib/unsaved-drafts) and offered back after signing in.
 */
export function leaveWithoutAsking(): void {
  appNavigating = true;
}

/**
 * Refine's `warnWhenUnsavedChanges` for this app: a page or dialog says it holds unsaved text with
 * `setWarnWhen(true)` (Refine's useModalForm does it on its own), and then
 * - leaving inside the dashboard (a menu link, Logout, Back) asks first, through react-router's
 *   useBlocker: the app runs on a data router, where Refine's own notifier cannot intercept links;
 * - closing or reloading the tab asks the browser's own question (`beforeunload`).
 * The flag is cleared once the user agreed to leave, or on arriving at another page.
 */
export function UnsavedChangesGuard() {
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { pathname } = useLocation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (appNavigating) {
      appNavigating = false;
      return false;
    }
    return warnWhen && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_WARNING)) {
      setWarnWhen(false);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = UNSAVED_CHANGES_WARNING;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [warnWhen]);

  // A new page starts with nothing unsaved.
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  return null;
}
