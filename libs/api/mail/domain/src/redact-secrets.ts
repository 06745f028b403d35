/**
 * Hides secrets in links (confirmation, set-password, reset and invitation tokens, questionnaire
 * resume links) from an e-mail body: before it is shown to anyone but its recipient (an admin
 * reading the e-mail log), and in the stored body once the delivery is over (keptBodies).
 */
export function redactSecrets(text: string): string {
  return text.replace(/([?&](?:amp;)?(?:token|resume)=)[^&"'\s<>]+/gi, '$1[hidden]');
}

/**
 * What the outbox keeps of an e-mail once it was sent or has finally failed: the body with its
 * one-time links hidden. A link lives in the recipient's mailbox only, so neither the database nor
 * a backup of it can take over an account (a queued e-mail still holds its link until then).
 */
export function keptBodies(log: { body: string; textBody: string }): { body: string; textBody: string } {
  return { body: redactSecrets(log.body), textBody: redactSecrets(log.textBody) };
}
