import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * The one place that reads the environment. Every setting is listed in `.env.example`.
 * `loadConfig` throws a ConfigError naming every bad variable; `main.ts` prints it and exits.
 */
/** The fastest battle reveal pace production accepts: a reel needs this long to be seen. */
export const BATTLE_ROUND_MS_PRODUCTION_MIN = 2000;

const port = z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url().optional(),
  /** Express 'trust proxy': hops of reverse proxies in front (for client IPs in rate limits). */
  TRUST_PROXY: z.coerce.number({ error: 'must be a number' }).int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A MongoDB connection string; when set it always wins. */
  MONGODB_URI: z.string().min(1).optional(),
  /** auto: MONGODB_URI, else a real mongod via mongodb-memory-server if a binary can be had, else the emulator. */
  DB_ENGINE: z.enum(['auto', 'mongod', 'emulator']).default('auto'),
  /** Where the embedded engine journals its data and uploads are kept; `:memory:` keeps nothing on disk. */
  DATA_DIR: z
    .string()
    .default('.data')
    .transform((v) => (v === ':memory:' ? null : v)),
  DB_NAME: z.string().min(1).default('nova'),
  /** Signs session tokens. Unset: generated once and kept in DATA_DIR (required with MONGODB_URI in production). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Session lifetime in seconds. */
  JWT_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(60).default(7 * 24 * 3600),
  /**
   * How long a node keeps a request's session check (user, session, staff two-factor) before reading it again; every
   * change to them ends it at once anyway (docs/accounts.md). 0 reads them on every request.
   */
  AUTH_CACHE_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300).default(10),
  /** Largest accepted JSON body in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(100 * 1024),
  /** Rate sources; `{base}` is replaced by a lower-case currency code. */
  CURRENCY_RATES_URL: z.string().default('https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/{base}.json'),
  CURRENCY_RATES_MIRROR_URL: z.string().default('https://latest.currency-api.pages.dev/v1/currencies/{base}.json'),
  /** Support widget: a messaging link template with {phone} and {text}, and the number it opens. */
  SUPPORT_MESSAGING_URL: z.string().default('https://wa.me/{phone}?text={text}'),
  SUPPORT_PHONE: z.string().regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number').optional(),
  SUPPORT_EMAIL: z.email().default('support@nova.example'),
  PRIVACY_EMAIL: z.email().default('privacy@nova.example'),
  /** Footer social links: comma-separated name=url pairs. */
  SOCIAL_LINKS: z
    .string()
    .default('x=https://x.com/,instagram=https://www.instagram.com/,discord=https://discord.com/,youtube=https://www.youtube.com/')
    .transform((v, ctx) => {
      const links: { name: string; url: string }[] = [];
      for (const pair of v.split(',').map((p) => p.trim()).filter(Boolean)) {
        const [name, url] = pair.split(/=(.*)/s, 2);
        if (!name || !url || !/^https?:\/\//.test(url)) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" is not name=https://url` });
          return z.NEVER;
        }
        links.push({ name, url });
      }
      return links;
    }),
  /**
   * Processes serving the port (node:cluster): a primary that hosts the embedded database and the shared counters, and
   * this many workers. Unset: one per core in production (`npm start`), 1 otherwise. 1 runs the shop in one process.
   */
  WORKERS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).optional(),
  /**
   * Graceful stop (SIGTERM/SIGINT): /readyz answers 503 at once, and the node's sockets are told to reconnect elsewhere
   * in batches spread over this many seconds, before in-flight work finishes and the process exits.
   */
  DRAIN_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0).max(120).default(5),
  /** Redis for scale-out (Socket.IO adapter, shared rate limits, cross-node locks). */
  REDIS_URL: z.string().min(1).optional(),
  /**
   * Prometheus metrics: `GET /metrics` answers only requests bearing this token (`Authorization: Bearer <token>`).
   * Unset: no metrics are collected and `/metrics` answers 404 (docs/metrics.md).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** First admin: created or promoted at start when both are set. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /**
   * Two-factor sign-in for staff: `required` (support and admin accounts must turn it on before staff routes and feeds
   * answer them) or `optional` (local demos and test harnesses that sign staff in with a password alone).
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).default('required'),
  /**
   * Encrypts two-factor secrets at rest and keys the recovery-code hashes (at least 32 characters). Unset: derived from
   * the session-signing secret, so set it before ever changing JWT_SECRET (or every authenticator stops matching).
   */
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Wrong two-factor codes per account per window (sign-in and account changes alike); past it, 429 until it ends. */
  TWO_FACTOR_MAX_FAILURES: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  TWO_FACTOR_FAILURE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(15 * 60),
  /** Google sign-in (OpenID Connect). Unset client id: the button explains sign-in is unavailable. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  /** Registration limits: attempts per window, per client IP and per account (email). */
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(15 * 60),
  AUTH_RATE_MAX_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  AUTH_RATE_MAX_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(50),
  /** "Forgot password?" requests per window, per client IP and per account (email); the rest get 429 RATE_LIMITED. */
  PASSWORD_RESET_RATE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(60 * 60),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(20),
  /** Password sign-in protection (see auth/loginProtection.ts): free consecutive failures per account and IP, then delays. */
  LOGIN_FREE_FAILURES: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(15 * 60),
  LOGIN_FAILS_PER_IP_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(100),
  /** High on purpose: only a distributed attack reaches it; then unknown clients get one try per LOGIN_STEP_UP_SECONDS. */
  LOGIN_FAILS_PER_ACCOUNT_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(200),
  LOGIN_STEP_UP_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  /** Player writes (openings, unboxing actions, claims, seeds, account changes) per user per window. */
  PLAYER_WRITE_RATE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(60),
  PLAYER_WRITE_RATE_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).default(240),
  /** Sockets one signed-in user may hold open on each node; the next handshake is refused with TOO_MANY_CONNECTIONS. */
  MAX_SOCKETS_PER_PLAYER: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  /** Outgoing mail: an SMTP URL (smtp://user:pass@host:587, smtps://...). Unset: mail goes to the dev outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** The sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('Nova <no-reply@nova.example>'),
  /** Contact form: support tickets accepted per client IP per window (the rest get 429 TOO_MANY_TICKETS). */
  SUPPORT_RATE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(60 * 60),
  SUPPORT_RATE_MAX_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  /** Player reviews: attempts per account per window (the rest get 429 RATE_LIMITED with Retry-After). */
  REVIEW_RATE_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10 * 60),
  REVIEW_RATE_MAX_PER_USER: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  /**
   * Who takes payments: `stripe` (needs the three STRIPE_* keys), `simulated` (offline demos and browser tests; refused
   * in production) or `none`. Unset: stripe when the three keys are set, otherwise none ('Payment Unavailable').
   */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'simulated', 'none']).optional(),
  /** Stripe: coins are credited only by the verified webhook. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Testing only (refused in production): send Stripe API calls to this base URL instead (stripe-mock, a test fake). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Wait after 00:00 UTC before the daily leaderboard is paid, so openings begun before midnight have committed. */
  LEADERBOARD_PAYOUT_GRACE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(5000),
  /**
   * Testing only (refused in production): shift this process's clock by this many milliseconds, so a test
   * can start several nodes just before midnight UTC and watch the daily reset happen once.
   */
  CLOCK_OFFSET_MS: z.coerce.number({ error: 'must be a number' }).int().default(0),
  /**
   * Box battles: milliseconds between two rounds' reveals (every watcher's reel spins this long; docs/battles.md).
   * At least the reveal scheduler's tick (200 ms); production refuses less than BATTLE_ROUND_MS_PRODUCTION_MIN.
   */
  BATTLE_ROUND_MS: z.coerce.number({ error: 'must be a number' }).int().min(200).max(60_000).default(4000),
  /** Share of a prize's USD value paid back as coins on resale. */
  RESALE_RATE: z.coerce.number({ error: 'must be a number' }).min(0.7).max(0.9).default(0.8),
  /**
   * The floor of a box's expected return to player, in percent of its price: publishing a box that returns less (or
   * more than 100%) needs the admin's explicit confirmation (docs/catalog-admin.md).
   */
  CATALOG_MIN_RTP_PERCENT: z.coerce.number({ error: 'must be a number' }).min(0).max(100).default(50),
  /** Coins granted once per account when its email address is first verified (0: no welcome grant). */
  WELCOME_COINS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(50),
});

/** Rules across settings. */
const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && c.MONGODB_URI && !c.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production with MONGODB_URI (all nodes must share it)' });
  }
  if (c.NODE_ENV === 'production' && c.CLOCK_OFFSET_MS !== 0) {
    ctx.addIssue({ code: 'custom', path: ['CLOCK_OFFSET_MS'], message: 'is for tests only and must be 0 in production' });
  }
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys !== 0 && stripeKeys !== 3) {
    const message = 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together';
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message });
  }
  if (c.PAYMENTS_PROVIDER === 'stripe' && stripeKeys !== 3) {
    const message = 'stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET';
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS_PROVIDER'], message });
  }
  if (c.NODE_ENV === 'production' && c.PAYMENTS_PROVIDER === 'simulated') {
    const message = 'simulated payments are for demos and tests and are refused in production';
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS_PROVIDER'], message });
  }
  if (c.NODE_ENV === 'production' && c.BATTLE_ROUND_MS < BATTLE_ROUND_MS_PRODUCTION_MIN) {
    const message = `must be at least ${BATTLE_ROUND_MS_PRODUCTION_MIN} in production (faster reveals are for tests and benches)`;
    ctx.addIssue({ code: 'custom', path: ['BATTLE_ROUND_MS'], message });
  }
  if (c.NODE_ENV === 'production' && c.STRIPE_API_URL) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_API_URL'], message: 'is for tests only and must be unset in production' });
  }
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** How many worker processes serve the port: WORKERS, else one per core in production and 1 otherwise. */
export function workerCount(config: Pick<Config, 'WORKERS' | 'NODE_ENV'>): number {
  return config.WORKERS ?? (config.NODE_ENV === 'production' ? availableParallelism() : 1);
}

/**
 * The shop's public base URL (OAuth redirect URIs, links in messages): PUBLIC_URL, else this server's own
 * address on the port it listens on. The one place it is computed.
 */
export function resolvePublicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST'>, port: number): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}

/** Parses the environment once. Empty strings count as unset, so `.env` files can list every key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = checkedSchema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
}
