import { Injectable } from '@nestjs/common';
import { ProfileDirectoryService } from '@fw/api-accounts-application';
import { OwnerDirectoryPort, WebsiteOwner } from '@fw/api-sites-application';

/** Owners and authors, as the accounts context shows them. */
@Injectable()
export class AccountsOwnerDirectoryAdapter extends OwnerDirectoryPort {
  constructor(private readonly profiles: ProfileDirectoryService) {
    super();
  }

  async findOwners(ids: string[]): Promise<Map<string, WebsiteOwner>> {
    return this.profiles.byIds(ids);
  }
}
