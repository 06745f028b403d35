import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { OrderLinkOutcome, PurchaseClaimPort } from '@fw/api-accounts-application';
import { ForwardingPurchaseClaimAdapter } from './forwarding-purchase-claim.adapter';

const claims: string[] = [];

@Injectable()
class RecordingBillingAdapter extends PurchaseClaimPort {
  async claim(sessionId: string, user: { id: string }): Promise<void> {
    claims.push(`${sessionId}:${user.id}`);
  }

  async linkOrder(orderId: string, userId: string): Promise<OrderLinkOutcome> {
    claims.push(`link ${orderId}:${userId}`);
    return 'linked';
  }
}

/** Stands for SessionService: injects the port inside the accounts module. */
@Injectable()
class Consumer {
  constructor(readonly port: PurchaseClaimPort) {}
}

@Module({ providers: [{ provide: PurchaseClaimPort, useClass: ForwardingPurchaseClaimAdapter }, Consumer] })
class AccountsLikeModule {}

@Module({ providers: [{ provide: PurchaseClaimPort, useClass: RecordingBillingAdapter }] })
class BillingLikeModule {}

@Module({ imports: [AccountsLikeModule, BillingLikeModule] })
class WithBillingApp {}

@Module({ imports: [AccountsLikeModule] })
class WithoutBillingApp {}

describe('ForwardingPurchaseClaimAdapter', () => {
  beforeEach(() => claims.splice(0));

  it('forwards to the PurchaseClaimPort another module binds, without importing it', async () => {
    const app = await NestFactory.createApplicationContext(WithBillingApp, { logger: false });
    const { port } = app.get(Consumer);
    expect(port).toBeInstanceOf(ForwardingPurchaseClaimAdapter);
    await port.claim('cs_1', { id: 'u1', email: 'a@example.com' });
    await expect(port.linkOrder('o1', 'u1')).resolves.toBe('linked');
    expect(claims).toEqual(['cs_1:u1', 'link o1:u1']);
    await app.close();
  });

  it('does nothing when no other module binds one', async () => {
    const app = await NestFactory.createApplicationContext(WithoutBillingApp, { logger: false });
    await expect(app.get(Consumer).port.claim('cs_2', { id: 'u2', email: 'b@example.com' })).resolves.toBeUndefined();
    await expect(app.get(Consumer).port.linkOrder('o2', 'u2')).resolves.toBe('order_not_found');
    expect(claims).toEqual([]);
    await app.close();
  });
});
