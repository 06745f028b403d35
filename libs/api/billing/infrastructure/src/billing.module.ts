import { Module } from '@nestjs/common';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import {
  BillingUnitOfWorkPort,
  CancelRenewalUseCase,
  CreateHostingCheckoutUseCase,
  CreatePackageCheckoutUseCase,
  GetCheckoutSessionUseCase,
  HandleBillingEventUseCase,
  OrderRepositoryPort,
  PaymentGatewayPort,
  ProcessedEventStorePort,
} from '@fw/api-billing-application';
import { billingConfig, BillingConfig } from './config/billing.config';
import { MikroOrmOrderRepository } from './persistence/mikro-orm-order.repository';
import { SqlProcessedEventStore } from './persistence/sql-processed-event.store';
import { IdentityModule, MikroOrmUnitOfWorkAdapter, SqlReader } from '@fw/api-shared-infrastructure';
import { ClientOrderRecordsPort, OrderBacklogPort } from '@fw/api-accounts-application';
import { BillingClientOrderRecordsAdapter } from './accounts/billing-client-order-records.adapter';
import { BillingOrderBacklogAdapter } from './accounts/billing-order-backlog.adapter';
import { OrdersAdminQuery } from './persistence/orders-admin.query';
import { StripePaymentGatewayAdapter } from './payments/stripe-payment-gateway.adapter';
import { SandboxPaymentGatewayAdapter } from './payments/sandbox-payment-gateway.adapter';
import { CheckoutController } from './http/checkout.controller';
import { StripeWebhookController } from './http/stripe-webhook.controller';
import { SandboxCheckoutController } from './http/sandbox-checkout.controller';
import { AdminOrdersController } from './http/admin-orders.controller';
import { BillingPurchaseClaimAdapter } from './accounts/billing-purchase-claim.adapter';
import { BillingQuery } from './persistence/billing.query';
import { MyBillingController } from './http/my-billing.controller';
import { AdminBillingController } from './http/admin-billing.controller';

/**
 * Checkout, hosting subscription, provider webhooks and orders. The payment gateway is Stripe when
 * configured (STRIPE_SECRET_KEY), otherwise the local sandbox. MailOutboxPort comes from the global
 * MailModule. It answers accounts' PurchaseClaimPort (BillingPurchaseClaimAdapter, exported); the
 * application's composition root binds the port to it.
 */
@Module({
  imports: [AccountsModule, IdentityModule],
  controllers: [CheckoutController, StripeWebhookController, SandboxCheckoutController, AdminOrdersController, MyBillingController, AdminBillingController],
  providers: [
    {
      provide: PaymentGatewayPort,
      inject: [billingConfig.KEY],
      useFactory: (config: BillingConfig): PaymentGatewayPort =>
        config.provider === 'stripe' ? new StripePaymentGatewayAdapter(config) : new SandboxPaymentGatewayAdapter(config),
    },
    { provide: OrderRepositoryPort, useClass: MikroOrmOrderRepository },
    { provide: ProcessedEventStorePort, useClass: SqlProcessedEventStore },
    { provide: BillingUnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    BillingPurchaseClaimAdapter,
    CreatePackageCheckoutUseCase,
    CreateHostingCheckoutUseCase,
    GetCheckoutSessionUseCase,
    HandleBillingEventUseCase,
    CancelRenewalUseCase,
    OrdersAdminQuery,
    BillingQuery,
    SqlReader,
    { provide: ClientOrderRecordsPort, useClass: BillingClientOrderRecordsAdapter },
    { provide: OrderBacklogPort, useClass: BillingOrderBacklogAdapter },
  ],
  exports: [BillingPurchaseClaimAdapter, ClientOrderRecordsPort, OrderBacklogPort],
})
// The sandbox page's plain HTML forms are parsed by the application's form parser (apps/api json-bodies.ts).
export class BillingModule {}
