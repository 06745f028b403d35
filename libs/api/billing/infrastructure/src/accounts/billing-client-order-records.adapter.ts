import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { exportRecords } from '@fw/api-shared-infrastructure';
import { ClientOrderRecordsPort, ClientRecord } from '@fw/api-accounts-application';

/** Columns that are secrets (a checkout's request key and its URL), never part of an export. */
const ORDER_SECRETS = `- 'request_key' - 'checkout_url'`;

/** The billing context answers a client's merge, export and deletion (accounts): their orders and the moves of those orders. */
@Injectable()
export class BillingClientOrderRecordsAdapter extends ClientOrderRecordsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async moveAll(input: { fromId: string; toId: string; reason: string; movedBy: string }): Promise<number> {
    const orders = await this.em.execute<Array<{ id: string }>>(`update orders set user_id = ? where user_id = ? returning id`, [input.toId, input.fromId]);
    for (const order of orders) {
      await this.em.execute(`insert into order_moves (id, order_id, from_user_id, to_user_id, reason, moved_by) values (?, ?, ?, ?, ?, ?)`, [
        randomUUID(),
        order.id,
        input.fromId,
        input.toId,
        input.reason,
        input.movedBy,
      ]);
    }
    return orders.length;
  }

  async exportFor(clientId: string): Promise<{ orders: ClientRecord[]; orderMoves: ClientRecord[] }> {
    const orders = await exportRecords(this.em, `select to_jsonb(o) ${ORDER_SECRETS} as record from orders o where o.user_id = ? order by o.created_at, o.id`, [
      clientId,
    ]);
    const orderMoves = await exportRecords(
      this.em,
      `select to_jsonb(m) as record from order_moves m where m.from_user_id = ? or m.to_user_id = ? order by m.moved_at, m.id`,
      [clientId, clientId],
    );
    return { orders, orderMoves };
  }

  async detachFrom(clientId: string, email: string): Promise<number> {
    const detached = await this.em.execute<Array<{ id: string }>>(
      `update orders set buyer_email = null, email_correction_to = null, email_correction_hash = null, email_correction_expires_at = null, buyer_key_hash = null, user_id = null
        where user_id = ? or buyer_email = ? returning id`,
      [clientId, email],
    );
    return detached.length;
  }
}
