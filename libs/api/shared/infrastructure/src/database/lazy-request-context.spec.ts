import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/core';
import { createOrmOptions } from './mikro-orm-options';
import { runWithLazyEntityManager } from './lazy-request-context';

/** The ORM as the API configures it, never connected: forks and contexts need no database. */
describe('the request EntityManager, forked on first use', () => {
  let orm: MikroORM;
  let forks: jest.SpyInstance;
  beforeAll(async () => {
    orm = await MikroORM.init({ ...createOrmOptions({ url: 'postgresql://nobody@127.0.0.1:1/none', entities: [] }), connect: false });
  });
  afterAll(() => orm.close());
  beforeEach(() => (forks = jest.spyOn(orm.em, 'fork')));
  afterEach(() => forks.mockRestore());

  it('forks nothing for a request that never uses the ORM', async () => {
    await runWithLazyEntityManager(orm.em, async () => undefined);
    expect(forks).not.toHaveBeenCalled();
  });

  it('gives a request one fork of its own, the same on every use, and another request another', async () => {
    const seen = await Promise.all(
      [1, 2].map((n) =>
        runWithLazyEntityManager(orm.em, async () => {
          await new Promise((resolve) => setTimeout(resolve, n));
          return [orm.em.getContext(), orm.em.getContext()] as const;
        }),
      ),
    );
    expect(forks).toHaveBeenCalledTimes(2);
    for (const [first, second] of seen) {
      expect(first).not.toBe(orm.em);
      expect(second).toBe(first);
    }
    expect(seen[0][0]).not.toBe(seen[1][0]);
  });

  it('still refuses the global EntityManager outside a request (allowGlobalContext: false)', () => {
    expect(() => orm.em.getContext()).toThrow(/global EntityManager instance methods for context specific actions is disallowed/);
  });

  it('keeps MikroORM own RequestContext.create working outside requests (background jobs)', () => {
    let inside: EntityManager | undefined;
    RequestContext.create(orm.em, () => (inside = orm.em.getContext()));
    expect(inside).toBeDefined();
    expect(inside).not.toBe(orm.em);
  });
});
