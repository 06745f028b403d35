import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/core';

interface LazyFork {
  readonly root: EntityManager;
  fork?: EntityManager;
}

const requests = new AsyncLocalStorage<LazyFork>();

/**
 * Runs `next` (the rest of a request) with its own EntityManager fork, made on first use only.
 * MikroORM's RequestContext.create forks eagerly; the hottest reads answer in plain SQL
 * (SqlReader) and never touch the ORM, so an eager fork per request is wasted work for them.
 */
export function runWithLazyEntityManager<T>(root: EntityManager, next: () => T): T {
  return requests.run({ root }, next);
}

/**
 * MikroORM's `context` option (the documented hook that tells every EntityManager which one is
 * current): this request's fork, made now if it is the first use; outside a request, what
 * RequestContext.create set up (background jobs), as MikroORM's default does.
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  const request = requests.getStore();
  if (!request || request.root.name !== name) return RequestContext.getEntityManager(name);
  // Fork the root itself, as a fork that is its own context: resolving contexts while forking
  // would come back here before the fork exists. A transaction still wins (MikroORM asks its
  // TransactionContext before this hook).
  return (request.fork ??= request.root.fork({ useContext: false, disableContextResolution: true }));
}
