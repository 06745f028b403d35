import { Order } from '@fw/api-billing-domain';
import { MailOutboxPort, MailRequest } from '@fw/api-mail-application';
import type { BillingEvent } from '../billing-event';
import { FindOptions, OrderRepositoryPort } from '../ports/order.repository.port';
import {
  CancelRenewalRequest,
  CheckoutSessionRef,
  HostingCheckoutRequest,
  PackageCheckoutRequest,
  PaymentGatewayPort,
  PaymentProviderError,
  RenewalScheduleRequest,
} from '../ports/payment-gateway.port';
import { ProcessedEventStorePort } from '../ports/processed-event-store.port';
import { BillingUnitOfWorkPort } from '../ports/unit-of-work.port';

const clone = (order: Order): Order => Object.assign(new Order(), structuredClone({ ...order }));

/** Orders in memory; reads return copies, like the real repository. */
export class InMemoryOrderRepository extends OrderRepositoryPort {
  readonly rows = new Map<string, Order>();

  private find(predicate: (o: Order) => boolean): Order | null {
    const found = [...this.rows.values()].find(predicate);
    return found ? clone(found) : null;
  }
  async findById(id: string, _options?: FindOptions) {
    return this.find((o) => o.id === id);
  }
  async findBySessionId(sessionId: string, _options?: FindOptions) {
    return this.find((o) => o.checkoutSessionId === sessionId);
  }
  async findByRequestKey(requestKey: string, _options?: FindOptions) {
    return this.find((o) => o.requestKey === requestKey);
  }
  async findBySubscriptionId(subscriptionId: string, _options?: FindOptions) {
    return this.find((o) => o.subscriptionId === subscriptionId);
  }
  async findByEmailCorrection(linkHash: string, _options?: FindOptions) {
    return this.find((o) => o.emailCorrectionHash === linkHash);
  }
  async findChildren(parentOrderId: string) {
    return [...this.rows.values()].filter((o) => o.parentOrderId === parentOrderId).map(clone);
  }
  async insertIfAbsent(order: Order) {
    const clash = [...this.rows.values()].some(
      (o) => o.checkoutSessionId === order.checkoutSessionId || (order.requestKey && o.requestKey === order.requestKey),
    );
    if (clash) return false;
    this.rows.set(order.id, clone(order));
    return true;
  }
  async save(order: Order) {
    this.rows.set(order.id, clone(order));
  }
  all(): Order[] {
    return [...this.rows.values()].map(clone);
  }
}

export class InMemoryProcessedEventStore extends ProcessedEventStorePort {
  readonly ids = new Set<string>();
  async recordOnce(eventId: string) {
    if (this.ids.has(eventId)) return false;
    this.ids.add(eventId);
    return true;
  }
}

/** Runs the work; on a throw, restores the order and event stores as they were (a rollback). */
export class InMemoryUnitOfWork extends BillingUnitOfWorkPort {
  constructor(
    private readonly orders: InMemoryOrderRepository,
    private readonly events: InMemoryProcessedEventStore,
    private readonly mail: RecordingMailOutbox,
  ) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    const orders = new Map(this.orders.rows);
    const events = new Set(this.events.ids);
    const mails = this.mail.sent.length;
    try {
      return await work();
    } catch (error) {
      this.orders.rows.clear();
      orders.forEach((v, k) => this.orders.rows.set(k, v));
      this.events.ids.clear();
      events.forEach((id) => this.events.ids.add(id));
      this.mail.sent.length = mails;
      throw error;
    }
  }
}

export class RecordingMailOutbox extends MailOutboxPort {
  readonly sent: MailRequest[] = [];
  failNext = false;
  async enqueue(request: MailRequest) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('outbox failure');
    }
    this.sent.push(request);
    return { id: `mail-${this.sent.length}` };
  }
}

/** A provider that remembers sessions by idempotency key, and can be told to fail. */
export class FakePaymentGateway extends PaymentGatewayPort {
  readonly provider = 'stripe' as const;
  readonly sessions = new Map<string, { sessionId: string; request: PackageCheckoutRequest | HostingCheckoutRequest }>();
  calls = 0;
  failing = false;
  nextEvent: BillingEvent | Error | null = null;

  private create(request: PackageCheckoutRequest | HostingCheckoutRequest): CheckoutSessionRef {
    this.calls++;
    if (this.failing) throw new PaymentProviderError('provider down');
    let session = this.sessions.get(request.idempotencyKey);
    if (!session) {
      session = { sessionId: `cs_test_${this.sessions.size + 1}`, request };
      this.sessions.set(request.idempotencyKey, session);
    }
    return { sessionId: session.sessionId, url: `https://pay.example/${session.sessionId}` };
  }
  async createPackageCheckout(request: PackageCheckoutRequest) {
    return this.create(request);
  }
  async createHostingCheckout(request: HostingCheckoutRequest) {
    return this.create(request);
  }
  /** Schedules by idempotency key, like Stripe's replay; `failing` fails it too. */
  readonly schedules = new Map<string, RenewalScheduleRequest & { scheduleId: string }>();
  async scheduleRenewal(request: RenewalScheduleRequest) {
    if (this.failing) throw new PaymentProviderError('provider down');
    let schedule = this.schedules.get(request.idempotencyKey);
    if (!schedule) {
      schedule = { ...request, scheduleId: `sub_sched_${this.schedules.size + 1}` };
      this.schedules.set(request.idempotencyKey, schedule);
    }
    return { scheduleId: schedule.scheduleId, customerId: request.customerId };
  }
  readonly canceled: CancelRenewalRequest[] = [];
  async cancelRenewal(request: CancelRenewalRequest) {
    if (this.failing) throw new PaymentProviderError('provider down');
    this.canceled.push(request);
  }
  verifyWebhook(): BillingEvent {
    const next = this.nextEvent;
    if (next instanceof Error) throw next;
    if (!next) throw new Error('no event');
    return next;
  }
}

export function createBillingFakes() {
  const orders = new InMemoryOrderRepository();
  const events = new InMemoryProcessedEventStore();
  const mail = new RecordingMailOutbox();
  const uow = new InMemoryUnitOfWork(orders, events, mail);
  const gateway = new FakePaymentGateway();
  return { orders, events, mail, uow, gateway };
}
