/**
 * Hides secrets in links (confirmation and reset tokens, questionnaire resume links) from an e-mail body before
 * it is shown to a person other than its recipient, e.g. an admin reading the e-mail log.
 * The stored body keeps the real link, because the delivery worker sends it.
 */
export function redactSecrets(text: string): string {
  return text.replace(/([?&](?:amp;)?(?:token|resume)=)[^&"'\s<>]+/gi, '$1[hidden]');
}
