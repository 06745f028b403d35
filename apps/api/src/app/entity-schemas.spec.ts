import 'reflect-metadata';
import { MikroORM, ReferenceKind } from '@mikro-orm/core';
import { createOrmOptions } from '@fw/api-shared-infrastructure';
import { entitySchemas } from './contexts';

/**
 * The ORM runs with `propagationOnPrototype: false` (plain domain objects made with `new` carry no
 * ORM accessors), which is only right while no schema has a relation to propagate: a schema that
 * adds one must turn the option back on, and this test says so.
 */
describe('the entity schemas the API registers', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init({ ...createOrmOptions({ url: 'postgresql://nobody@127.0.0.1:1/none', entities: entitySchemas }), connect: false });
  });
  afterAll(() => orm.close());

  it('have no relations while relation propagation is off', () => {
    const relations = Object.values(orm.getMetadata().getAll()).flatMap((meta) =>
      Object.values(meta.properties)
        .filter((prop) => prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.EMBEDDED)
        .map((prop) => `${meta.className}.${prop.name} (${prop.kind})`),
    );
    expect(orm.config.get('propagationOnPrototype')).toBe(false);
    expect(relations).toEqual([]);
  });
});
