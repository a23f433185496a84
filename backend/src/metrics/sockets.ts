import { Counter, Gauge } from 'prom-client';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@nova/protocol';
import type { NovaIo, NovaSocket } from '../context';
import type { NovaMetrics } from './registry';

/**
 * The protocol's event names, the only values the event label takes (any other name counts as `other`). A `Record`
 * over each map's keys, so the compiler fails here when the protocol gains or loses an event.
 */
const CLIENT_EVENTS: Record<keyof ClientToServerEvents, true> = {
  'presence:get': true,
  'box:open': true,
  'feed:subscribe': true,
  'feed:unsubscribe': true,
  'battle:watch': true,
  'battle:unwatch': true,
};
const SERVER_EVENTS: Record<keyof ServerToClientEvents, true> = {
  'presence:counted': true,
  'balance:changed': true,
  'account:roleChanged': true,
  'purchase:updated': true,
  'unboxing:updated': true,
  'shipment:updated': true,
  'stats:updated': true,
  'referral:joined': true,
  'commission:updated': true,
  'payout:updated': true,
  'winner:announced': true,
  'winner:hidden': true,
  'winner:unhidden': true,
  'leaderboard:ticked': true,
  'opening:completed': true,
  'staff:event': true,
  'overview:changed': true,
  'review:added': true,
  'review:hidden': true,
  'review:unhidden': true,
  'catalog:changed': true,
  'battle:updated': true,
  'battle:round': true,
  'battle:finished': true,
  'battle:watchers': true,
};
/** The event label of a name the protocol does not declare. */
export const OTHER_EVENT = 'other';
/** The event timed as an opening (`nova_opening_duration_seconds{transport="socket"}`). */
const OPENING_EVENT: keyof ClientToServerEvents = 'box:open';

const labelOf = (names: object, event: unknown): string =>
  typeof event === 'string' && Object.hasOwn(names, event) ? event : OTHER_EVENT;

/**
 * The Socket.IO side of the metrics: sockets connected by role and events in and out by name (both read when
 * scraped), reconnections that came back with a saved session, and `box:open` timed from arrival to its ack.
 */
export class SocketMetrics {
  /** Events by direction and name, as plain numbers: a fan-out to thousands of sockets costs one addition per delivery. */
  private readonly received = new Map<string, number>();
  private readonly delivered = new Map<string, number>();
  private io: NovaIo | null = null;

  constructor(private readonly metrics: NovaMetrics) {
    const { received, delivered } = this;
    new Counter({
      name: 'nova_socket_events_total',
      help: 'Socket.IO events received (in) and delivered to a socket (out), by protocol event name (other for any other name)',
      labelNames: ['direction', 'event'] as const,
      registers: [metrics.registry],
      collect() {
        // The tallies only grow, so setting the counter to them at each scrape keeps it a counter.
        this.reset();
        for (const [event, n] of received) this.inc({ direction: 'in', event }, n);
        for (const [event, n] of delivered) this.inc({ direction: 'out', event }, n);
      },
    });
    const sockets = () => this.io?.of('/').sockets.values() ?? [];
    new Gauge({
      name: 'nova_sockets_connected',
      help: 'Sockets connected to this node, by role (guest: signed out)',
      labelNames: ['role'] as const,
      registers: [metrics.registry],
      collect() {
        const byRole = { guest: 0, player: 0, support: 0, admin: 0 };
        for (const socket of sockets()) byRole[socket.data.role ?? 'guest'] += 1;
        for (const [role, n] of Object.entries(byRole)) this.set({ role }, n);
      },
    });
  }

  /** The server whose sockets are counted. */
  watch(io: NovaIo): void {
    this.io = io;
  }

  /** Per connection: counts its events both ways, tells a recovered session from a resync, and times openings. */
  attach(socket: NovaSocket): void {
    // A client that was connected before sends its session id (`pid`) again; if the server cannot restore it (unknown,
    // expired, refused by recovery.ts, or nothing delivered yet to resume from) the client refetches its snapshots.
    const { pid } = socket.handshake.auth as { pid?: unknown };
    if (socket.recovered) this.metrics.reconnections.inc({ outcome: 'recovered' });
    else if (typeof pid === 'string') this.metrics.reconnections.inc({ outcome: 'resync' });

    const { received, delivered } = this;
    socket.onAny((event: unknown) => {
      const name = labelOf(CLIENT_EVENTS, event);
      received.set(name, (received.get(name) ?? 0) + 1);
    });
    socket.onAnyOutgoing((event: unknown) => {
      const name = labelOf(SERVER_EVENTS, event);
      delivered.set(name, (delivered.get(name) ?? 0) + 1);
    });
    socket.use((packet, next) => {
      const last = packet.length - 1;
      const ack: unknown = packet[last];
      if (packet[0] === OPENING_EVENT && typeof ack === 'function') {
        const started = performance.now();
        packet[last] = (response: Ack<unknown> | undefined) => {
          const outcome = response?.ok ? 'ok' : 'error';
          this.metrics.openingDuration.observe({ transport: 'socket', outcome }, (performance.now() - started) / 1000);
          (ack as (response: Ack<unknown> | undefined) => void)(response);
        };
      }
      next();
    });
  }
}
