import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext, DomainModule, NovaIo } from '../context';
import { ackHandler } from '../realtime/ack';
import { outlet, type Outlet } from '../realtime/outlet';
import { RedisPresenceBoard, type PresenceBoard } from './boards';

/** How often, at most, the online count is broadcast; also the heartbeat of each node's count on the board. */
export const PRESENCE_COALESCE_MS = 1000;

/**
 * Sockets online across the cluster. Each node knows its own sockets; with a board (Redis across machines, the
 * primary across one machine's workers) every node posts its count (with a timestamp) every second and sums the
 * fresh entries, so every node reaches the same total within a second. Each node then tells its own sockets,
 * only when the total changed, through the `presence` stream's outlet (every socket of the node, volatile, numbered
 * on the node's clock). Without a board the node is the cluster.
 */
class Presence {
  readonly nodeId = randomUUID();
  private io: NovaIo | null = null;
  private out: Outlet<'presence'> | null = null;
  private lastSent = -1;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly board: PresenceBoard | null;

  constructor(private readonly ctx: AppContext) {
    this.board = ctx.redis ? new RedisPresenceBoard(ctx.redis) : (ctx.primary?.presence ?? null);
  }

  attach(io: NovaIo): void {
    this.io = io;
    this.out = outlet(this.ctx, io, 'presence');
    io.on('connection', (socket) => {
      this.schedule();
      socket.on('disconnect', () => this.schedule());
    });
    // With a board other nodes' counts change without a local event: refresh on a heartbeat.
    if (this.board) {
      this.timer = setInterval(() => void this.refresh(), PRESENCE_COALESCE_MS);
      this.timer.unref();
    }
  }

  private local(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  /** The cluster total (recomputed on the board; the local count without one, or while it cannot be reached). */
  async count(): Promise<number> {
    if (!this.board || this.stopped) return this.local();
    return (await this.board.publish(this.nodeId, this.local())) ?? this.local();
  }

  private pending = false;
  private schedule(): void {
    if (this.pending || this.board) return;
    this.pending = true;
    setTimeout(() => {
      this.pending = false;
      void this.refresh();
    }, PRESENCE_COALESCE_MS).unref();
  }

  private async refresh(): Promise<void> {
    try {
      const online = await this.count();
      if (online === this.lastSent || !this.out) return;
      this.lastSent = online;
      await this.out.send({ event: 'presence:counted', payload: { online } });
    } catch (err) {
      this.ctx.logger.warn({ err }, 'presence count failed');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.board?.remove(this.nodeId).catch(() => {});
  }
}

const trackers = new WeakMap<AppContext, Presence>();
function trackerFor(ctx: AppContext): Presence {
  let tracker = trackers.get(ctx);
  if (!tracker) {
    tracker = new Presence(ctx);
    trackers.set(ctx, tracker);
  }
  return tracker;
}

/** Players online: `presence:counted` broadcasts and the `presence:get` request. */
export const presenceModule: DomainModule = {
  name: 'presence',
  streams: [{ stream: 'presence', fedBy: 'sockets connecting and leaving, counted across nodes at most once a second (presence/index.ts)' }],
  start: (ctx) => {
    const tracker = trackerFor(ctx);
    return Promise.resolve(() => tracker.stop());
  },
  broadcasters(ctx, io) {
    trackerFor(ctx).attach(io);
  },
  socket(ctx, socket) {
    socket.on(
      'presence:get',
      ackHandler(ctx.logger, z.object({}).strict(), async () => ({ online: await trackerFor(ctx).count() })),
    );
  },
};
