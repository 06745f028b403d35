import { Migration } from '@mikro-orm/migrations';

/**
 * The questionnaire a buyer proved at checkout (its resume token, or as its signed-in owner): the
 * one the paid package is linked to. Never found by a matching e-mail, which anyone can type.
 */
export class Migration20261127110000OrderQuestionnaire extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column questionnaire_id uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table orders drop column questionnaire_id;`);
  }
}
