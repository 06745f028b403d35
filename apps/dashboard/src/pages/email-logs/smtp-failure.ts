// Checked in order: the first that matches names the failure. SMTP's own codes first (5xx: final,
// 4xx: temporary), then what Node's mailer says when no server answered.
const SUMMARIES: Array<[RegExp, string]> = [
  [/\b535\b|EAUTH|invalid login|authentication/i, 'Our mail server refused our sign-in (check SMTP_URL).'],
  [/\b552\b|\b452\b|mailbox full|quota/i, "The recipient's mailbox is full."],
  [
    /\b55[01]\b|\b553\b|user unknown|no such user|does not exist|address rejected|mailbox unavailable/i,
    "The recipient's address does not exist or does not accept e-mail.",
  ],
  [/\b554\b|spam|blocked|policy/i, 'The receiving server refused the e-mail as unwanted.'],
  [/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|greeting never received|connection timeout|socket/i, 'Our mail server could not be reached.'],
  [/\b4\d\d\b/, 'The receiving server asked us to try again later.'],
];

/** The last delivery error in words an admin can act on; the raw text stays available as "Details". */
export function smtpFailureSummary(raw: string | null | undefined): string {
  if (!raw || !raw.trim()) return 'No reason was recorded.';
  return SUMMARIES.find(([pattern]) => pattern.test(raw))?.[1] ?? 'The e-mail could not be delivered.';
}
