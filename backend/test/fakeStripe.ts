import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the fake received: path, form parameters (nested keys flattened as sent) and idempotency key. */
export interface FakeStripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  calls: FakeStripeCall[];
  /** The next call to `path` answers this error (Stripe's error shape) instead. */
  failNext(path: '/v1/payment_intents' | `/v1/payment_intents/${string}/cancel` | '/v1/refunds', status: number, message: string): void;
  /** A signed delivery of an event, as Stripe would POST it (`timestamp` in seconds, default now). */
  sign(
    type: string,
    object: Record<string, unknown>,
    options?: { timestamp?: number; eventId?: string },
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

/**
 * Stripe's API as far as the shop uses it (create and cancel a PaymentIntent, create a refund), on 127.0.0.1 for tests. It honours
 * Idempotency-Key like Stripe (the same key returns the first answer), and signs webhook events with
 * `stripe.webhooks.generateTestHeaderString` and the endpoint secret the app is configured with.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_test_${randomBytes(16).toString('hex')}`;
  const calls: FakeStripeCall[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, { status: number; message: string }>();
  let counter = 0;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const params = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: req.method ?? '', path, params, idempotencyKey, authorization: req.headers.authorization ?? null });
    const cacheKey = idempotencyKey ? `${path}:${idempotencyKey}` : null;
    const earlier = cacheKey ? answered.get(cacheKey) : undefined;
    if (earlier) return send(res, earlier.status, earlier.body);
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(res, failure.status, { error: { type: 'invalid_request_error', message: failure.message } });
    }
    const answer = route(req.method ?? '', path, params);
    if (cacheKey) answered.set(cacheKey, answer);
    send(res, answer.status, answer.body);
  }

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    counter += 1;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake_${counter}${randomBytes(4).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(params)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          metadata,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        },
      };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      return {
        status: 200,
        body: { id: cancel[1], object: 'payment_intent', status: 'canceled', cancellation_reason: params.cancellation_reason ?? null },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: { id: `re_fake_${counter}`, object: 'refund', payment_intent: params.payment_intent, status: 'succeeded' },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret,
    calls,
    failNext: (path, status, message) => void failures.set(path, { status, message }),
    sign(type, object, options = {}) {
      const payload = JSON.stringify({
        id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        created: options.timestamp ?? Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: options.timestamp });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

/** The env that points the app at a fake Stripe. */
export const stripeEnv = (fake: FakeStripe): Record<string, string> => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_URL: fake.url,
});
