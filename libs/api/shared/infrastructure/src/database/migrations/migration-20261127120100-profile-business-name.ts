import { Migration } from '@mikro-orm/migrations';

/**
 * The business name a client gives on their first sign-in. Kept on the profile because a client who
 * signed up alone has no website yet to carry it; a website waiting for its build takes it as name.
 */
export class Migration20261127120100ProfileBusinessName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table profiles add column business_name varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table profiles drop column business_name;`);
  }
}
