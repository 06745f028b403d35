import { ClientNotFoundError, ExportRequiredError, MergeWebsiteConflictError } from '@fw/api-accounts-domain';
import {
  ClientRecordsWorld,
  InMemoryClientAccountRecords,
  InMemoryClientOrderRecords,
  InMemoryClientQuestionnaireRecords,
  InMemoryClientRecordsUnitOfWork,
  InMemoryClientWebsiteRecords,
  InMemoryRecipientEmails,
} from '../testing/in-memory-client-records';
import { ClientDataService } from './client-data.service';
import { ClientMergeService } from './client-merge.service';

function setUp() {
  const world = new ClientRecordsWorld();
  const uow = new InMemoryClientRecordsUnitOfWork(world);
  const accounts = new InMemoryClientAccountRecords(world);
  const websites = new InMemoryClientWebsiteRecords(world);
  const questionnaires = new InMemoryClientQuestionnaireRecords(world);
  const orders = new InMemoryClientOrderRecords(world);
  const emails = new InMemoryRecipientEmails(world);
  world.accounts.push(
    { id: 'right', email: 'dana@keys.test', role: 'editor', disabled: false, sessions: 1 },
    { id: 'typo', email: 'dana@keys.tset', role: 'editor', disabled: false, sessions: 1 },
  );
  return {
    world,
    orders,
    websites,
    merges: new ClientMergeService(uow, accounts, websites, questionnaires, orders),
    data: new ClientDataService(uow, accounts, websites, questionnaires, orders, emails),
  };
}

describe('ClientMergeService', () => {
  it("moves the merged-away account's orders, website, questionnaires and history, keeps the reason and closes that account", async () => {
    const { world, merges } = setUp();
    world.orders.push({ id: 'o1', userId: 'typo', buyerEmail: 'dana@keys.tset' });
    world.websites.push({ id: 'w1', ownerId: 'typo', secret_hash: 'h' });
    world.activity.push({ id: 'a1', userId: 'typo' });
    world.questionnaires.push({ id: 'q1', clientId: 'typo' });

    const outcome = await merges.merge({ survivingId: 'right', mergedId: 'typo', reason: '  Typo at checkout  ', adminId: 'admin' });

    expect(outcome).toEqual({ survivingId: 'right', mergedId: 'typo', ordersMoved: 1, websitesMoved: 1, questionnairesMoved: 1, activityMoved: 1 });
    expect([world.orders[0].userId, world.websites[0].ownerId, world.activity[0].userId, world.questionnaires[0].clientId]).toEqual([
      'right',
      'right',
      'right',
      'right',
    ]);
    expect(world.orderMoves).toEqual([{ orderId: 'o1', from: 'typo', to: 'right', reason: 'Accounts merged: Typo at checkout' }]);
    expect(world.accounts.find((a) => a.id === 'typo')).toMatchObject({ disabled: true, sessions: 0 });
    expect(await merges.mergesInto('right')).toEqual([expect.objectContaining({ merged_id: 'typo', reason: 'Typo at checkout', merged_by: 'admin' })]);
  });

  it('refuses two websites, and an unknown account, before anything moves', async () => {
    const { world, merges } = setUp();
    world.websites.push({ id: 'w1', ownerId: 'right', secret_hash: 'h' }, { id: 'w2', ownerId: 'typo', secret_hash: 'h' });
    world.orders.push({ id: 'o1', userId: 'typo', buyerEmail: null });

    await expect(merges.merge({ survivingId: 'right', mergedId: 'typo', reason: 'r', adminId: 'admin' })).rejects.toBeInstanceOf(MergeWebsiteConflictError);
    await expect(merges.merge({ survivingId: 'right', mergedId: 'nobody', reason: 'r', adminId: 'admin' })).rejects.toBeInstanceOf(ClientNotFoundError);
    await expect(merges.mergesInto('nobody')).rejects.toBeInstanceOf(ClientNotFoundError);
    expect(world.orders[0].userId).toBe('typo');
    expect(world.merges).toEqual([]);
  });

  it('is all or nothing: a failure part-way leaves every record where it was', async () => {
    const { world, merges, orders } = setUp();
    world.orders.push({ id: 'o1', userId: 'typo', buyerEmail: null });
    orders.failNextMove = true;

    await expect(merges.merge({ survivingId: 'right', mergedId: 'typo', reason: 'r', adminId: 'admin' })).rejects.toThrow('orders unavailable');

    expect(world.orders[0].userId).toBe('typo');
    expect(world.orderMoves).toEqual([]);
    expect(world.accounts.find((a) => a.id === 'typo')?.disabled).toBe(false);
  });
});

describe('ClientDataService', () => {
  it("exports every context's records without hashes, and records the export", async () => {
    const { world, data } = setUp();
    world.websites.push({ id: 'w1', ownerId: 'right', secret_hash: 'h' });
    world.emails.push({ id: 'e1', to: 'dana@keys.test' }, { id: 'e2', to: 'other@keys.test' });
    world.questionnaires.push({ id: 'q1', clientId: 'right' });

    const exported = await data.export('right', 'admin');

    expect(exported).toMatchObject({
      profile: { id: 'right', email: 'dana@keys.test', role: 'editor' },
      websites: [{ id: 'w1', ownerId: 'right', sections: [{ key: 'hero' }], posts: [] }],
      questionnaires: [{ id: 'q1' }],
      emails: [expect.objectContaining({ id: 'e1' })],
    });
    expect(JSON.stringify(exported)).not.toContain('_hash');
    expect((exported.emails as unknown[]).length).toBe(1);
    expect(world.exports).toEqual([{ clientId: 'right', at: expect.any(Date) }]);
    await expect(data.export('nobody', 'admin')).rejects.toBeInstanceOf(ClientNotFoundError);
  });

  it('deletes the person after an export, keeping their orders detached; refuses without an export', async () => {
    const { world, data, websites } = setUp();
    world.websites.push({ id: 'w1', ownerId: 'right', secret_hash: 'h' });
    world.orders.push({ id: 'o1', userId: 'right', buyerEmail: 'dana@keys.test' }, { id: 'o2', userId: null, buyerEmail: 'dana@keys.test' });
    world.emails.push({ id: 'e1', to: 'dana@keys.test' });

    await expect(data.delete('right', 'admin')).rejects.toBeInstanceOf(ExportRequiredError);
    expect(world.accounts.map((a) => a.id)).toContain('right');
    expect(websites.filesRemoved).toEqual([]);

    await data.export('right', 'admin');
    await data.delete('right', 'admin');

    expect(world.accounts.map((a) => a.id)).toEqual(['typo']);
    expect(world.websites).toEqual([]);
    expect(world.emails).toEqual([]);
    expect(world.orders).toEqual([
      { id: 'o1', userId: null, buyerEmail: null },
      { id: 'o2', userId: null, buyerEmail: null },
    ]);
    expect(world.deletions).toEqual([{ clientId: 'right', ordersKept: 2 }]);
    expect(websites.filesRemoved).toEqual(['w1']);
  });
});
