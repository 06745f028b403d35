import { Injectable } from '@nestjs/common';
import { ProfileDirectoryService } from '@fw/api-accounts-application';
import { ClientProfile, ClientProfilesPort } from '@fw/api-intake-application';

/** Client accounts, as the accounts context shows them. */
@Injectable()
export class AccountsClientProfilesAdapter extends ClientProfilesPort {
  constructor(private readonly profiles: ProfileDirectoryService) {
    super();
  }

  byIds(ids: readonly string[]): Promise<Map<string, ClientProfile>> {
    return this.profiles.byIds(ids);
  }

  byEmails(emails: readonly string[]): Promise<Map<string, ClientProfile>> {
    return this.profiles.byEmails(emails);
  }
}
