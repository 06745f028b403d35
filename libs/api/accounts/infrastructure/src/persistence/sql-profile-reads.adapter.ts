import { Injectable } from '@nestjs/common';
import { ProfileCard, ProfileReadsPort } from '@fw/api-accounts-application';
import { SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';

// Other contexts ask for names and e-mails on their hottest reads (a client's own website, every
// admin list with an owner or author): a prepared statement through the shared reader, as the
// session check does, rather than a query built and hydrated by the ORM on each request.
// The e-mail column is citext: `any` compares without regard to case.
const profilesByIds = sqlStatement('accounts_profiles_by_ids', `select id, full_name, email from profiles where id = any($1::uuid[])`);
const profilesByEmails = sqlStatement('accounts_profiles_by_emails', `select id, full_name, email from profiles where email = any($1::citext[])`);

interface ProfileRow {
  id: string;
  full_name: string | null;
  email: string;
}

const toCard = (row: ProfileRow): ProfileCard => ({ id: row.id, fullName: row.full_name, email: row.email });

/** Profiles as other contexts see them: read only, one statement for any number of them. */
@Injectable()
export class SqlProfileReadsAdapter extends ProfileReadsPort {
  constructor(private readonly sql: SqlReader) {
    super();
  }

  async findByIds(ids: readonly string[]): Promise<ProfileCard[]> {
    return (await this.sql.rows<ProfileRow>(profilesByIds, [[...ids]])).map(toCard);
  }

  async findByEmails(emails: readonly string[]): Promise<ProfileCard[]> {
    return (await this.sql.rows<ProfileRow>(profilesByEmails, [[...emails]])).map(toCard);
  }
}
