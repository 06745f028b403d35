import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import type { FilterQuery } from '@mikro-orm/core';
import { NotFoundError, ValidationError } from '@fw/api-shared-domain';
import { ListSpec, findPage } from '@fw/api-shared-infrastructure';
import { Order } from '@fw/api-billing-domain';
import { OrderBuildFilter, orderWaitingForBuild } from './order-build-filter';

export const ordersListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    status: { path: 'status', type: 'string', sortable: true, filterable: true },
    kind: { path: 'kind', type: 'string', sortable: true, filterable: true },
    provider: { path: 'provider', type: 'string', filterable: true },
    package_id: { path: 'packageId', type: 'string', filterable: true },
    user_id: { path: 'userId', type: 'uuid', filterable: true },
    buyer_email: { path: 'buyerEmail', type: 'string', filterable: true, searchable: true },
    amount_total: { path: 'amountTotal', type: 'number', sortable: true, filterable: true },
    paid_at: { path: 'paidAt', type: 'date', sortable: true, nullable: true, filterable: true },
    next_charge_at: { path: 'nextChargeAt', type: 'date', nullable: true, filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

/** Admin reads of orders (a read model straight from the ORM). */
@Injectable()
export class OrdersAdminQuery {
  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly build?: OrderBuildFilter,
  ) {}

  /** Besides the spec's fields, `waiting_for_build=true|false` (the overview card's filter). */
  async list(query: Record<string, unknown>): Promise<{ items: Order[]; total: number }> {
    const { rest, extra } = this.filters(query);
    return findPage(this.em, Order, rest, ordersListSpec, extra);
  }

  /** The list's own filters, and the condition `waiting_for_build` adds (the list and its export share it). */
  filters(query: Record<string, unknown>): { rest: Record<string, unknown>; extra?: FilterQuery<Order> } {
    const { waiting_for_build: waiting, ...rest } = query;
    if (waiting === undefined || !this.build) return { rest };
    if (waiting !== 'true' && waiting !== 'false') {
      throw new ValidationError('REQUEST.INVALID_LIST_QUERY', 'waiting_for_build must be true or false', {
        waiting_for_build: ['waiting_for_build must be true or false'],
      });
    }
    const build = this.build;
    const condition = raw((alias: string) => `${waiting === 'true' ? '' : 'not '}${orderWaitingForBuild(build, alias)}`);
    return { rest, extra: { [condition]: [] } as FilterQuery<Order> };
  }

  async get(id: string): Promise<Order> {
    const order = await this.em.findOne(Order, { id }, { disableIdentityMap: true });
    if (!order) throw new NotFoundError('BILLING.ORDER_NOT_FOUND', 'Order not found');
    return order;
  }

  /** The hosting orders set up for these packages, by package id (a package reads its renewal's state). */
  async hostingsOf(orders: readonly Order[]): Promise<Map<string, Order[]>> {
    const ids = orders.filter((o) => o.kind === 'package').map((o) => o.id);
    const byPackage = new Map<string, Order[]>();
    if (!ids.length) return byPackage;
    const hostings = await this.em.find(Order, { kind: 'hosting', parentOrderId: { $in: ids } }, { disableIdentityMap: true });
    for (const hosting of hostings) byPackage.set(hosting.parentOrderId!, [...(byPackage.get(hosting.parentOrderId!) ?? []), hosting]);
    return byPackage;
  }

  /** The moves of an order between clients, oldest first (who, when, why). */
  async moves(id: string): Promise<Array<{ from_user_id: string | null; to_user_id: string; reason: string; moved_by: string | null; moved_at: Date }>> {
    await this.get(id);
    return this.em
      .getContext()
      .execute('select from_user_id, to_user_id, reason, moved_by, moved_at from order_moves where order_id = ? order by moved_at, id', [id]);
  }
}
