import { Injectable } from '@nestjs/common';
import { ProfileCard, ProfileReadsPort } from '../ports/profile-reads.port';

/**
 * Who a person is, for other contexts' lists and history (a questionnaire's client, a lead's
 * account, a website's owner, a revision's author): they ask here, never the profiles table.
 */
@Injectable()
export class ProfileDirectoryService {
  constructor(private readonly profiles: ProfileReadsPort) {}

  /** By id; unknown ids are absent. One read for all of them. */
  async byIds(ids: readonly string[]): Promise<Map<string, ProfileCard>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    return new Map((await this.profiles.findByIds(unique)).map((p) => [p.id, p]));
  }

  /** By e-mail in lower case (e-mails compare without regard to case); unknown ones are absent. One read for all of them. */
  async byEmails(emails: readonly string[]): Promise<Map<string, ProfileCard>> {
    const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
    if (!unique.length) return new Map();
    return new Map((await this.profiles.findByEmails(unique)).map((p) => [p.email.toLowerCase(), p]));
  }
}
