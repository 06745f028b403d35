import { Migration } from '@mikro-orm/migrations';

/**
 * An admin moves a paid order to another client (a typo in the checkout e-mail left it on the
 * wrong account): each move is kept with who did it, when and why. Rows go with their order.
 */
export class Migration20261127130000OrderMoves extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table order_moves (
        id uuid primary key,
        order_id uuid not null references orders (id) on delete cascade,
        from_user_id uuid,
        to_user_id uuid not null,
        reason text not null check (length(btrim(reason)) between 1 and 500),
        moved_by uuid,
        moved_at timestamptz not null default now()
      );`);
    this.addSql(`create index order_moves_order_idx on order_moves (order_id, moved_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists order_moves;`);
  }
}
