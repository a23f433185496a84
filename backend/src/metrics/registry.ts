import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Request and opening durations, in seconds: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database commands, in seconds: half a millisecond to 2.5 s. */
const COMMAND_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

let processRegistry: Registry | null = null;

/**
 * prom-client's default process and Node metrics (CPU, memory, handles, GC, event-loop lag), once per process: they
 * describe the process, which every server started in it shares (tests start several).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One server's `nova_` metrics, in a registry of its own (docs/metrics.md lists each with its meaning). The gauges
 * read when scraped (sockets, outbox) are added by their seams with `registers: [registry]`.
 */
export class NovaMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'nova_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern (unmatched / static when no route matched) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly reconnections = new Counter({
    name: 'nova_socket_reconnections_total',
    help: 'Sockets that came back with a saved session: recovered (missed events replayed) or resync (the client refetches its REST snapshots)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly openings = new Counter({
    name: 'nova_openings_total',
    help: 'Committed box openings: paid, or free (a free-box claim)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly openingDuration = new Histogram({
    name: 'nova_opening_duration_seconds',
    help: 'Opening requests from arrival to answer, by transport (rest, socket) and outcome (ok, error)',
    labelNames: ['transport', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly purchases = new Counter({
    name: 'nova_purchases_total',
    help: 'Coin purchase changes: created, succeeded, failed, canceled, refunded, disputed...',
    labelNames: ['change'] as const,
    registers: [this.registry],
  });

  readonly battles = new Counter({
    name: 'nova_battles_total',
    help: 'Battle changes: created, joined, started, cancelled, finished',
    labelNames: ['change'] as const,
    registers: [this.registry],
  });

  readonly payouts = new Counter({
    name: 'nova_payouts_total',
    help: 'Payouts: affiliate (requested, paid, rejected) and leaderboard (paid, one per prize winner)',
    labelNames: ['kind', 'status'] as const,
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: 'nova_rate_limit_refusals_total',
    help: 'Requests refused with 429 (or a socket cut for flooding), by limiter',
    labelNames: ['limiter'] as const,
    registers: [this.registry],
  });

  readonly mail = new Counter({
    name: 'nova_mail_messages_total',
    help: 'Outgoing mail by template kind and outcome (sent, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly failures = new Counter({
    name: 'nova_unexpected_errors_total',
    help: 'Unexpected failures (answered 500 INTERNAL, or a background job that threw), by where: http or job',
    labelNames: ['where'] as const,
    registers: [this.registry],
  });

  readonly commandDuration = new Histogram({
    name: 'nova_db_command_duration_seconds',
    help: "Database commands by name and outcome (ok, error), from the MongoDB driver's command monitoring",
    labelNames: ['command', 'outcome'] as const,
    buckets: COMMAND_BUCKETS,
    registers: [this.registry],
  });

  /** Set for a worker of `npm start`'s primary: the text of every worker together (cluster/metrics.ts). */
  gathered: (() => Promise<string>) | null = null;

  /** The text Prometheus scrapes: the process's default metrics, then this server's (every worker's, when gathered). */
  async text(): Promise<string> {
    if (this.gathered) return this.gathered();
    const [defaults, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${defaults}\n${own}`;
  }

  /** The exposition format's content type (Prometheus text 0.0.4). */
  get contentType(): string {
    return this.registry.contentType;
  }
}
