/**
 * Hides single-use secrets (confirmation and reset tokens in links) from an e-mail body before
 * it is shown to a person other than its recipient, e.g. an admin reading the e-mail log.
 * The stored body keeps the real link, because the delivery worker sends it.
 */
export function redactSecrets(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^&"'\s<>]+/gi, '$1[hidden]');
}
