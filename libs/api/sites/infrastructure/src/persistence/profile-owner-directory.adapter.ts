import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OwnerDirectoryPort, WebsiteOwner } from '@fw/api-sites-application';
import { ProfileSchema } from '@fw/api-accounts-infrastructure';

/** Reads owners from the accounts context's profiles (read-only; accounts owns the table). */
@Injectable()
export class ProfileOwnerDirectoryAdapter extends OwnerDirectoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findOwners(ids: string[]): Promise<Map<string, WebsiteOwner>> {
    if (!ids.length) return new Map();
    const profiles = await this.em.find(ProfileSchema, { id: { $in: ids } }, { disableIdentityMap: true });
    return new Map(profiles.map((p) => [p.id, { id: p.id, fullName: p.fullName, email: p.email }]));
  }
}
