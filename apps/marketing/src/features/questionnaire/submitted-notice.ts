import { toast } from '../../components/toast';

const NOTICE_KEY = 'fw.questionnaire.submitted-notice';

export const SUBMITTED_TOAST = { title: 'Success!', description: 'Your questionnaire has been submitted.' } as const;

/** Carries the 'Success!' toast over a full page load to /questionnaire-success. */
export function keepSubmittedNotice(): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // storage unavailable: the toast is simply not repeated on the next page
  }
}

/** Shows the carried-over toast once; call from an effect. */
export function showKeptSubmittedNotice(): void {
  try {
    if (window.sessionStorage.getItem(NOTICE_KEY) === null) return;
    window.sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return;
  }
  toast(SUBMITTED_TOAST);
}
