import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { ListSpec, parseListQuery } from '../http/simple-rest-query';

/**
 * One simple-rest page of an admin list: reads the query against the resource's whitelist and
 * returns the rows and the total that matches the filters (for X-Total-Count). Read-only:
 * rows are not tracked by the identity map.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  query: Record<string, unknown>,
  spec: ListSpec,
  /** A condition the resource adds to the query's filters (a named filter outside the spec). */
  extra?: FilterQuery<T>,
): Promise<{ items: T[]; total: number }> {
  const list = parseListQuery(query, spec);
  const where = (extra ? { $and: [list.where, extra] } : list.where) as FilterQuery<T>;
  const [items, total] = await em.findAndCount(entity, where, {
    orderBy: list.orderBy as QueryOrderMap<T>[],
    offset: list.offset,
    limit: list.limit,
    disableIdentityMap: true,
  });
  return { items, total };
}
