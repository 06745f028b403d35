/** How another context shows a person: the profile's name and e-mail. */
export interface ProfileCard {
  id: string;
  fullName: string | null;
  email: string;
}

/** Read-only lookups of profiles, many at once. */
export abstract class ProfileReadsPort {
  /** The profiles among `ids`; unknown ids are absent. */
  abstract findByIds(ids: readonly string[]): Promise<ProfileCard[]>;
  /** The profiles whose e-mail is one of `emails`, compared without regard to case; unknown ones are absent. */
  abstract findByEmails(emails: readonly string[]): Promise<ProfileCard[]>;
}
