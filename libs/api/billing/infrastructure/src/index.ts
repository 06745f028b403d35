export * from './config/billing.config';
export * from './persistence/order.schema';
export * from './payments/stripe-payment-gateway.adapter';
export * from './payments/sandbox-payment-gateway.adapter';
export * from './payments/stripe-event.mapper';
export * from './accounts/billing-purchase-claim.adapter';
export * from './billing.module';
export * from './persistence/order-build-filter';
