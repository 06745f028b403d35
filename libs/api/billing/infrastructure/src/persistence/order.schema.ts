import { EntitySchema } from '@mikro-orm/core';
import { Order } from '@fw/api-billing-domain';

export const OrderSchema = new EntitySchema<Order>({
  class: Order,
  tableName: 'orders',
  properties: {
    id: { type: 'uuid', primary: true },
    kind: { type: 'string', length: 20 },
    provider: { type: 'string', length: 20 },
    checkoutSessionId: { type: 'string', fieldName: 'checkout_session_id', unique: true },
    checkoutUrl: { type: 'text', fieldName: 'checkout_url', nullable: true },
    requestKey: { type: 'string', fieldName: 'request_key', columnType: 'char(64)', nullable: true },
    status: { type: 'string', length: 20 },
    packageId: { type: 'string', fieldName: 'package_id', length: 30 },
    termYears: { type: 'integer', fieldName: 'term_years', nullable: true },
    items: { type: 'json' },
    amountTotal: { type: 'integer', fieldName: 'amount_total' },
    currency: { type: 'string', length: 3 },
    buyerEmail: { type: 'string', fieldName: 'buyer_email', columnType: 'citext', nullable: true },
    userId: { type: 'uuid', fieldName: 'user_id', nullable: true },
    questionnaireId: { type: 'uuid', fieldName: 'questionnaire_id', nullable: true },
    customerId: { type: 'string', fieldName: 'customer_id', nullable: true },
    subscriptionId: { type: 'string', fieldName: 'subscription_id', nullable: true },
    subscriptionStatus: { type: 'string', fieldName: 'subscription_status', length: 30, nullable: true },
    subscriptionStateAt: { type: 'Date', fieldName: 'subscription_state_at', nullable: true },
    paidAt: { type: 'Date', fieldName: 'paid_at', nullable: true },
    parentOrderId: { type: 'uuid', fieldName: 'parent_order_id', nullable: true },
    renewalStartsAt: { type: 'Date', fieldName: 'renewal_starts_at', nullable: true },
    subscriptionScheduleId: { type: 'string', fieldName: 'subscription_schedule_id', nullable: true },
    nextChargeAt: { type: 'Date', fieldName: 'next_charge_at', nullable: true },
    renewalCanceledAt: { type: 'Date', fieldName: 'renewal_canceled_at', nullable: true },
    buyerKeyHash: { type: 'string', fieldName: 'buyer_key_hash', columnType: 'char(64)', nullable: true },
    emailCorrectionTo: { type: 'string', fieldName: 'email_correction_to', columnType: 'citext', nullable: true },
    emailCorrectionHash: { type: 'string', fieldName: 'email_correction_hash', columnType: 'char(64)', nullable: true },
    emailCorrectionExpiresAt: { type: 'Date', fieldName: 'email_correction_expires_at', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const billingEntitySchemas = [OrderSchema] as EntitySchema[];
