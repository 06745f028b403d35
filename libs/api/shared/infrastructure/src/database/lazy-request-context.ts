import type { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/core';

/** The context's EntityManagers, each forked from the global one on first use. */
class LazyForks extends Map<string, EntityManager> {
  constructor(private readonly root: EntityManager) {
    super();
  }

  private forking = false;

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // fork() itself asks the current context for its EntityManager: while forking there is none,
    // as when MikroORM's own middleware forks before entering the context.
    if (!em && name === this.root.name && !this.forking) {
      this.forking = true;
      try {
        em = this.root.fork({ useContext: true });
      } finally {
        this.forking = false;
      }
      super.set(name, em);
    }
    return em;
  }
}

// RequestContext keeps its AsyncLocalStorage private; this runs a context exactly as
// RequestContext.create does (MikroORM is pinned; the whole API test suite depends on it).
const storage = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * Runs `next` in a MikroORM request context, like MikroORM's own middleware, except that the
 * EntityManager fork (identity map, unit of work) is made only when the request first uses it.
 */
export function runInLazyRequestContext<T>(orm: MikroORM, next: () => T): T {
  return storage.run(new RequestContext(new LazyForks(orm.em)), next);
}
