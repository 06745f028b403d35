import { LinkOrderUseCase } from './link-order.use-case';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

describe('LinkOrderUseCase', () => {
  it('links an unclaimed order to an existing client once', async () => {
    const kit = createAccountsTestKit();
    const client = await kit.createClient.execute({ email: 'c@example.com', password: 'sekret1', role: 'editor' });
    kit.purchases.orders.set('o1', null);
    const link = new LinkOrderUseCase(kit.accounts, kit.purchases);
    await link.execute({ clientId: client.id, orderId: 'o1' });
    expect(kit.purchases.orders.get('o1')).toBe(client.id);
    await expect(link.execute({ clientId: client.id, orderId: 'o1' })).rejects.toMatchObject({ code: 'BILLING.ORDER_ALREADY_LINKED' });
    await expect(link.execute({ clientId: client.id, orderId: 'o2' })).rejects.toMatchObject({ code: 'BILLING.ORDER_NOT_FOUND' });
    await expect(link.execute({ clientId: 'nobody', orderId: 'o1' })).rejects.toMatchObject({ code: 'ACCOUNTS.CLIENT_NOT_FOUND' });
  });
});
