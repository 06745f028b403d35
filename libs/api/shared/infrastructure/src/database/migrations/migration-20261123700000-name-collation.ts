import { Migration } from '@mikro-orm/migrations';

/**
 * People's and websites' names sort as people read them ('aaron', 'Ángel', 'bob', 'SECB'), not by
 * byte value, whatever locale the database was created with (the embedded one's is C, where every
 * capital comes before every small letter). ICU's root collation compares letters first and case
 * last; it is deterministic, so equality, LIKE and the unique and search indexes behave as before,
 * and PostgreSQL rebuilds the columns' indexes (the list sort indexes) in the new order.
 */
export class Migration20261123700000NameCollation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table profiles alter column full_name type varchar(200) collate "und-x-icu";`);
    this.addSql(`alter table websites alter column name type varchar(200) collate "und-x-icu";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table profiles alter column full_name type varchar(200) collate "default";`);
    this.addSql(`alter table websites alter column name type varchar(200) collate "default";`);
  }
}
