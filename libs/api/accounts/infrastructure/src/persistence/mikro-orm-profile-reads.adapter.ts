import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProfileCard, ProfileReadsPort } from '@fw/api-accounts-application';
import { ProfileSchema } from './account.schemas';

/** Profiles read without tracking (the e-mail column is citext: `in` compares without regard to case). */
@Injectable()
export class MikroOrmProfileReadsAdapter extends ProfileReadsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByIds(ids: readonly string[]): Promise<ProfileCard[]> {
    const rows = await this.em.find(ProfileSchema, { id: { $in: [...ids] } }, { disableIdentityMap: true, fields: ['id', 'fullName', 'email'] });
    return rows.map(({ id, fullName, email }) => ({ id, fullName, email }));
  }

  async findByEmails(emails: readonly string[]): Promise<ProfileCard[]> {
    const rows = await this.em.find(ProfileSchema, { email: { $in: [...emails] } }, { disableIdentityMap: true, fields: ['id', 'fullName', 'email'] });
    return rows.map(({ id, fullName, email }) => ({ id, fullName, email }));
  }
}
