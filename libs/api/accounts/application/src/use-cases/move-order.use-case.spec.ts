import { MoveOrderUseCase } from './move-order.use-case';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

describe('MoveOrderUseCase', () => {
  it("moves a client's order to another client, and refuses what is not a move", async () => {
    const kit = createAccountsTestKit();
    const wrong = await kit.createClient.execute({ email: 'typo@exampel.com', password: 'sekret1', role: 'editor' });
    const right = await kit.createClient.execute({ email: 'right@example.com', password: 'sekret1', role: 'editor' });
    kit.purchases.orders.set('o1', wrong.id);
    kit.purchases.orders.set('unclaimed', null);
    const move = new MoveOrderUseCase(kit.accounts, kit.purchases);

    await move.execute({ clientId: right.id, orderId: 'o1', reason: 'Typo in the e-mail', adminId: 'a1' });
    expect(kit.purchases.orders.get('o1')).toBe(right.id);
    await expect(move.execute({ clientId: right.id, orderId: 'o1', reason: 'again', adminId: 'a1' })).rejects.toMatchObject({
      code: 'BILLING.ORDER_ALREADY_WITH_CLIENT',
    });
    await expect(move.execute({ clientId: right.id, orderId: 'unclaimed', reason: 'x', adminId: 'a1' })).rejects.toMatchObject({
      code: 'BILLING.ORDER_NOT_LINKED',
    });
    await expect(move.execute({ clientId: right.id, orderId: 'none', reason: 'x', adminId: 'a1' })).rejects.toMatchObject({ code: 'BILLING.ORDER_NOT_FOUND' });
    await expect(move.execute({ clientId: 'nobody', orderId: 'o1', reason: 'x', adminId: 'a1' })).rejects.toMatchObject({ code: 'ACCOUNTS.CLIENT_NOT_FOUND' });
    expect(kit.purchases.orders.get('unclaimed')).toBeNull();
  });
});
