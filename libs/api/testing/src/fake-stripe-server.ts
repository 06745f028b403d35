import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeAtEnd } from './open-resources';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** Form fields as Stripe's SDK encodes them, e.g. `line_items[0][price]`. */
  form: Record<string, string>;
}

/** How the next POST /v1/checkout/sessions is answered. */
export type StripeBehaviour = 'ok' | 'error-500' | 'refuse-400' | 'hang' | 'error-500-then-ok';

const invalid = (message: string, param?: string) => ({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

/** Stripe's documented cap on `subscription_data.trial_end` (730 days from now). */
export const STRIPE_MAX_TRIAL_SECONDS = 730 * 24 * 3600;

/**
 * A local HTTP server that speaks the part of Stripe's API the adapter uses, in Stripe's shapes:
 * POST /v1/checkout/sessions (payment, subscription and setup modes; a setup session gets its
 * SetupIntent at creation, and setup mode needs `currency`; `subscription_data[trial_end]` beyond
 * 730 days is refused as Stripe does), GET /v1/checkout/sessions/:id, GET /v1/setup_intents/:id and
 * GET and POST /v1/subscription_schedules (list by customer; future `start_date`), GET
 * /v1/subscription_schedules/:id, POST /v1/subscription_schedules/:id/cancel (only while not_started or
 * active, as Stripe) and POST /v1/subscriptions/:id (`cancel_at_period_end`). Creates replay the first
 * answer for the same Idempotency-Key, like Stripe.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  behaviour: StripeBehaviour = 'ok';
  private readonly server: http.Server;
  private readonly sessions = new Map<string, Record<string, unknown>>();
  readonly setupIntents = new Map<string, Record<string, unknown>>();
  readonly schedules = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private readonly replay = new Map<string, Record<string, unknown>>();
  private readonly hanging = new Set<http.ServerResponse>();
  private failedOnce = new Set<string>();
  private counter = 0;
  port = 0;

  constructor() {
    this.server = http.createServer((req, res) => this.handle(req, res));
  }

  async start(): Promise<this> {
    closeAtEnd(async () => {
      if (this.server.listening) await this.stop();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  sessionPosts(): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  }

  schedulePosts(): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscription_schedules');
  }

  /**
   * What Stripe does when the buyer finishes a setup-mode session: the SetupIntent succeeds with a
   * payment method on a customer. Returns the completed session object (the webhook's data.object).
   */
  completeSetup(sessionId: string, options: { customer?: string; paymentMethod?: string } = {}): Record<string, unknown> {
    const session = this.sessions.get(sessionId);
    if (!session || session.mode !== 'setup') throw new Error(`no setup session ${sessionId}`);
    const intent = this.setupIntents.get(session.setup_intent as string)!;
    const customer = (session.customer as string | null) ?? options.customer ?? `cus_fake${++this.counter}`;
    Object.assign(intent, { status: 'succeeded', customer, payment_method: options.paymentMethod ?? `pm_fake${++this.counter}` });
    Object.assign(session, { status: 'complete', customer });
    return { ...session };
  }

  /** What Stripe does on the schedule's start date: the schedule becomes active with its subscription. */
  startSchedule(scheduleId: string): Record<string, unknown> {
    const schedule = this.schedules.get(scheduleId);
    if (!schedule) throw new Error(`no schedule ${scheduleId}`);
    const id = `sub_fake${++this.counter}`;
    const phase = (schedule.phases as Array<{ start_date: number; end_date: number }>)[0];
    const subscription = {
      id,
      object: 'subscription',
      customer: schedule.customer,
      status: 'active',
      schedule: scheduleId,
      cancel_at_period_end: false,
      canceled_at: null,
      items: { object: 'list', data: [{ current_period_start: phase.start_date, current_period_end: phase.end_date }] },
      metadata: (schedule.phases as Array<{ metadata: Record<string, string> }>)[0].metadata,
    };
    this.subscriptions.set(id, subscription);
    Object.assign(schedule, { status: 'active', subscription: id });
    return subscription;
  }

  reset(): void {
    this.requests.length = 0;
    this.behaviour = 'ok';
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.counter}` });
    res.end(JSON.stringify(body));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '').split('?')[0];
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      this.requests.push({ method: req.method ?? '', path, idempotencyKey, authorization: req.headers.authorization, form });

      const get = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      if (req.method === 'GET' && get) {
        const session = this.sessions.get(get[1]);
        return session ? this.json(res, 200, session) : this.json(res, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      const intent = path.match(/^\/v1\/setup_intents\/([\w-]+)$/);
      if (req.method === 'GET' && intent) {
        const found = this.setupIntents.get(intent[1]);
        return found ? this.json(res, 200, found) : this.json(res, 404, invalid(`No such setupintent: '${intent[1]}'`, 'intent'));
      }
      if (req.method === 'GET' && path === '/v1/subscription_schedules') {
        const customer = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('customer');
        const data = [...this.schedules.values()].filter((s) => !customer || s.customer === customer).reverse();
        return this.json(res, 200, { object: 'list', url: '/v1/subscription_schedules', has_more: false, data });
      }
      const oneSchedule = path.match(/^\/v1\/subscription_schedules\/([\w-]+)$/);
      if (req.method === 'GET' && oneSchedule) {
        const found = this.schedules.get(oneSchedule[1]);
        return found ? this.json(res, 200, found) : this.json(res, 404, invalid(`No such subscription_schedule: '${oneSchedule[1]}'`, 'schedule'));
      }
      const cancelSchedule = path.match(/^\/v1\/subscription_schedules\/([\w-]+)\/cancel$/);
      if (req.method === 'POST' && cancelSchedule) {
        const replayed = idempotencyKey && this.replay.get(`${path}|${idempotencyKey}`);
        if (replayed) return this.json(res, 200, replayed);
        const found = this.schedules.get(cancelSchedule[1]);
        if (!found) return this.json(res, 404, invalid(`No such subscription_schedule: '${cancelSchedule[1]}'`, 'schedule'));
        if (found.status !== 'not_started' && found.status !== 'active') {
          return this.json(
            res,
            400,
            invalid(
              `You cannot cancel a subscription schedule that is currently in the \`${found.status}\` status. It must be in \`not_started\` or \`active\`.`,
            ),
          );
        }
        Object.assign(found, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
        // Canceling an active schedule cancels its subscription immediately, as Stripe documents.
        const sub = found.subscription ? this.subscriptions.get(found.subscription as string) : null;
        if (sub) Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
        if (idempotencyKey) this.replay.set(`${path}|${idempotencyKey}`, { ...found });
        return this.json(res, 200, found);
      }
      const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (req.method === 'POST' && subscription) {
        const found = this.subscriptions.get(subscription[1]);
        if (!found) return this.json(res, 404, invalid(`No such subscription: '${subscription[1]}'`, 'id'));
        if (found.status === 'canceled') return this.json(res, 400, invalid('A canceled subscription can only update its cancellation_details and metadata.'));
        if (form.cancel_at_period_end !== undefined) {
          const end = (found.items as { data: Array<{ current_period_end: number }> }).data[0].current_period_end;
          const cancel = form.cancel_at_period_end === 'true';
          Object.assign(found, { cancel_at_period_end: cancel, cancel_at: cancel ? end : null });
        }
        return this.json(res, 200, found);
      }
      const creates = ['/v1/checkout/sessions', '/v1/subscription_schedules'];
      if (req.method !== 'POST' || !creates.includes(path)) {
        return this.json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      }
      const replayKey = idempotencyKey ? `${path}|${idempotencyKey}` : null;
      if (replayKey && this.replay.has(replayKey)) return this.json(res, 200, this.replay.get(replayKey));
      switch (this.behaviour) {
        case 'hang':
          this.hanging.add(res);
          return;
        case 'error-500':
          return this.json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
        case 'refuse-400':
          return this.json(res, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' } });
        case 'error-500-then-ok':
          if (idempotencyKey && !this.failedOnce.has(idempotencyKey)) {
            this.failedOnce.add(idempotencyKey);
            return this.json(res, 500, { error: { type: 'api_error', message: 'Try again' } });
          }
          break;
        default:
          break;
      }
      const answer = path === '/v1/checkout/sessions' ? this.createSession(form) : this.createSchedule(form);
      if ('error' in answer) return this.json(res, 400, answer);
      if (replayKey) this.replay.set(replayKey, answer);
      this.json(res, 200, answer);
    });
  }

  private createSession(form: Record<string, string>): Record<string, unknown> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const trialEnd = form['subscription_data[trial_end]'];
    if (trialEnd !== undefined && Number(trialEnd) > nowSeconds + STRIPE_MAX_TRIAL_SECONDS) {
      return invalid('The `trial_end` date has to be less than 730 days in the future.', 'subscription_data[trial_end]');
    }
    if (form.mode === 'setup' && !form.currency && !Object.keys(form).some((k) => k.startsWith('payment_method_types'))) {
      return invalid('`currency` is required in setup mode when `payment_method_types` is not set.', 'currency');
    }
    if (form.mode === 'setup' && Object.keys(form).some((k) => k.startsWith('line_items'))) {
      return invalid('You cannot pass `line_items` in `setup` mode.', 'line_items');
    }
    if (form.customer && form.customer_email) return invalid('You may only specify one of these parameters: customer, customer_email.');
    const id = `cs_test_fake${++this.counter}`;
    const metadata = bracketed(form, 'metadata');
    let setupIntent: string | null = null;
    if (form.mode === 'setup') {
      setupIntent = `seti_fake${++this.counter}`;
      this.setupIntents.set(setupIntent, {
        id: setupIntent,
        object: 'setup_intent',
        status: 'requires_payment_method',
        usage: 'off_session',
        customer: form.customer ?? null,
        payment_method: null,
        metadata: bracketed(form, 'setup_intent_data[metadata]'),
      });
    }
    const session = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: form.mode === 'setup' ? 'no_payment_required' : 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      currency: form.currency ?? null,
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      setup_intent: setupIntent,
      subscription: null,
      metadata,
    };
    this.sessions.set(id, session);
    return session;
  }

  private createSchedule(form: Record<string, string>): Record<string, unknown> {
    if (!form.customer) return invalid('Missing required param: customer.', 'customer');
    if (!form['phases[0][items][0][price]']) return invalid('Missing required param: phases[0][items][0][price].', 'phases');
    const start = form.start_date;
    if (!start || (start !== 'now' && !/^\d+$/.test(start))) return invalid('Invalid start_date', 'start_date');
    const startDate = start === 'now' ? Math.floor(Date.now() / 1000) : Number(start);
    const years = form['phases[0][duration][interval]'] === 'year' ? Number(form['phases[0][duration][interval_count]'] ?? 1) : 1;
    const end = new Date(startDate * 1000);
    end.setUTCFullYear(end.getUTCFullYear() + years);
    const id = `sub_sched_fake${++this.counter}`;
    const schedule = {
      id,
      object: 'subscription_schedule',
      customer: form.customer,
      status: startDate > Date.now() / 1000 ? 'not_started' : 'active',
      end_behavior: form.end_behavior ?? 'release',
      subscription: null,
      released_subscription: null,
      canceled_at: null,
      default_settings: {
        collection_method: form['default_settings[collection_method]'] ?? 'charge_automatically',
        default_payment_method: form['default_settings[default_payment_method]'] ?? null,
      },
      phases: [
        {
          start_date: startDate,
          end_date: Math.floor(end.getTime() / 1000),
          items: [{ price: form['phases[0][items][0][price]'], quantity: Number(form['phases[0][items][0][quantity]'] ?? 1) }],
          metadata: bracketed(form, 'phases[0][metadata]'),
        },
      ],
      metadata: bracketed(form, 'metadata'),
    };
    this.schedules.set(id, schedule);
    return schedule;
  }
}

/** `prefix[key]` form fields as an object (Stripe's encoding of a hash). */
function bracketed(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']') && !key.slice(prefix.length + 1, -1).includes('[')) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

export const TEST_STRIPE_PRICES: Record<string, string> = {
  'basic:1': 'price_basic_1',
  'basic:2': 'price_basic_2',
  'basic:5': 'price_basic_5',
  'basic:10': 'price_basic_10',
  'starter:1': 'price_starter_1',
  'starter:2': 'price_starter_2',
  'starter:5': 'price_starter_5',
  'starter:10': 'price_starter_10',
  'business-growth:1': 'price_bg_1',
  'business-growth:2': 'price_bg_2',
  'business-growth:5': 'price_bg_5',
  'business-growth:10': 'price_bg_10',
  'addon:logo-brand-kit': 'price_logo',
  'addon:google-maps': 'price_maps',
  'addon:domain-registration:1': 'price_domain_1',
  'addon:domain-registration:2': 'price_domain_2',
  'addon:domain-registration:5': 'price_domain_5',
  'addon:domain-registration:10': 'price_domain_10',
  'hosting:basic': 'price_hosting_basic',
  'hosting:starter': 'price_hosting_starter',
  'hosting:business-growth': 'price_hosting_bg',
};

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_jest';

export function stripeTestEnv(server: FakeStripeServer, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_jest',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICES: JSON.stringify(TEST_STRIPE_PRICES),
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(server.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_TIMEOUT_MS: '800',
    STRIPE_MAX_NETWORK_RETRIES: '1',
    PUBLIC_URL: 'http://shop.test',
    ...overrides,
  };
}
