/** How an admin list shows a client account: a profile of the accounts context. */
export interface ClientProfile {
  id: string;
  fullName: string | null;
  email: string;
}

/** Read-only lookups of client accounts for the admin's questionnaire and lead lists, many at once. */
export abstract class ClientProfilesPort {
  /** By id; unknown ids are absent. */
  abstract byIds(ids: readonly string[]): Promise<Map<string, ClientProfile>>;
  /** By e-mail in lower case (e-mails compare without regard to case); unknown ones are absent. */
  abstract byEmails(emails: readonly string[]): Promise<Map<string, ClientProfile>>;
}
