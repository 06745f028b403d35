import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

/**
 * A local HTTP server that speaks the part of Stripe's API the adapter uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id), with Stripe's idempotent replay:
 * the same Idempotency-Key answers the first response again.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  behaviour: StripeBehaviour = 'ok';
  private readonly server: http.Server;
  private readonly sessions = new Map<string, Record<string, unknown>>();
  private readonly replay = new Map<string, Record<string, unknown>>();
  private readonly hanging = new Set<http.ServerResponse>();
  private failedOnce = new Set<string>();
  private counter = 0;
  port = 0;

  constructor() {
    this.server = http.createServer((req, res) => this.handle(req, res));
  }

  async start(): Promise<this> {
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
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return this.json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      }
      if (idempotencyKey && this.replay.has(idempotencyKey)) return this.json(res, 200, this.replay.get(idempotencyKey));
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
      const id = `cs_test_fake${++this.counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer_email: form.customer_email ?? null,
        metadata: Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
      };
      this.sessions.set(id, session);
      if (idempotencyKey) this.replay.set(idempotencyKey, session);
      this.json(res, 200, session);
    });
  }
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
