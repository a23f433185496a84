import { publishDurably, type DomainEventBus } from './events';
import type { Logger } from './logger';
import type { Outbox } from './outbox';

/** How often a relay looks for events whose lease ran out. */
export const RELAY_INTERVAL_MS = 2_000;
/** Events claimed per look (a backlog drains over successive looks). */
const CLAIM_LIMIT = 100;

/**
 * One per node: publishes the outbox events nobody published (their committing node died between commit and
 * publish) once their lease has run out, then marks them done. Claims are conditional, so with several nodes each
 * event goes out from one of them; a relay that dies mid-way leaves leases that expire and are claimed again.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly bus: DomainEventBus,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly intervalMs = RELAY_INTERVAL_MS,
  ) {}

  /** Whether the relay's timer runs (started and not stopped): part of this node's readiness. */
  get started(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a look in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** One look (never two at once): claims, publishes and marks done; resolves with how many it published. */
  tick(): Promise<number> {
    this.running ??= this.relay()
      .catch((err: unknown) => {
        this.logger.error({ err }, 'outbox relay failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Publishes each claimed record, and marks done those whose durable listeners stored their writes. */
  private async relay(): Promise<number> {
    const claimed = await this.outbox.claim(CLAIM_LIMIT);
    const published = claimed.map(async (record) => {
      await publishDurably(this.bus, await this.outbox.payloads(record, this.logger));
      return record._id;
    });
    const stored = (await Promise.allSettled(published)).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (stored.length < claimed.length)
      this.logger.error(
        { failed: claimed.length - stored.length },
        'outbox: a durable listener failed; those records go out again after their lease',
      );
    if (stored.length > 0) await this.outbox.markDone(stored);
    return claimed.length;
  }
}
