import { STREAMS, type ServerPayload, type StreamEvent, type StreamName, type StreamSpec } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { FEED_ROOMS } from './feeds';
import { ClockSequence, SequenceBatcher, sequencesFor } from './sequence';
import type { Outgoing } from './stream';

/**
 * Where a stream's facts leave the server: the one place that numbers a fact as its declaration says, picks its rooms
 * and sends it reliably (replayed to a socket that recovers) or volatile. The dispatcher sends every declared stream
 * through its outlet; producers that are not bus listeners (presence, battle watchers, the staff feed, the access
 * sequence) take the outlet of their stream.
 */
export interface Outlet<N extends StreamName> {
  /** Numbers the fact (where the stream numbers facts as they are sent), builds a deferred payload, and sends it. */
  send(fact: Outgoing<N>): Promise<void>;
  /** Reserves `count` numbers of the stream's counter and returns the first (a producer that numbers its facts itself). */
  reserve(count: number): Promise<number>;
  /** Sends a fact whose payload is complete (numbered by `reserve`, a document's version, or not numbered), now. */
  deliver<E extends StreamEvent<N>>(event: E, payload: ServerPayload<E>, to?: string | readonly string[]): void;
}

type Numbering = (() => Promise<number>) | null;
type LooseEmit = (event: string, payload: unknown) => boolean;

const outlets = new WeakMap<NovaIo, Map<StreamName, Outlet<StreamName>>>();

/**
 * The outlet of stream `name` on this server (one per stream: numbers are drawn in the order facts are sent).
 * `settleMs`: for a volatile stream that settles, how long after the last fact of a burst it goes again, reliably.
 */
export function outlet<N extends StreamName>(ctx: AppContext, io: NovaIo, name: N, settleMs?: number): Outlet<N> {
  let byName = outlets.get(io);
  if (!byName) outlets.set(io, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    found = createOutlet(ctx, io, name, settleMs) as unknown as Outlet<StreamName>;
    byName.set(name, found);
  }
  return found as unknown as Outlet<N>;
}

function createOutlet<N extends StreamName>(ctx: AppContext, io: NovaIo, name: N, settleMs: number | undefined): Outlet<N> {
  const spec: StreamSpec = STREAMS[name];
  const { recovery, settles } = spec.delivery;
  if (settles && !(settleMs && settleMs > 0)) throw new Error(`stream ${name} settles: its declaration needs settleMs`);
  const fixedRoom = spec.rooms.length === 1 && spec.rooms[0]!.kind === 'feed' ? FEED_ROOMS[spec.rooms[0]!.feed] : null;
  const everyNodeSocket = spec.rooms.length === 1 && spec.rooms[0]!.kind === 'node';
  const number = numbering(ctx, spec);
  let settle: NodeJS.Timeout | null = null;

  const emit = (to: string | readonly string[] | undefined, event: string, payload: unknown, volatile: boolean) => {
    const rooms = to ?? fixedRoom;
    if (!rooms && !everyNodeSocket) throw new Error(`stream ${name}: ${event} needs its rooms`);
    const target = rooms ? io.to(rooms as string | string[]) : io.local;
    const sender = volatile ? target.volatile : target;
    (sender.emit as unknown as LooseEmit).call(sender, event, payload);
  };

  const deliver = (to: string | readonly string[] | undefined, event: string, payload: unknown) => {
    emit(to, event, payload, recovery === 'volatile');
    if (!settles) return;
    if (settle) clearTimeout(settle);
    settle = setTimeout(() => emit(to, event, payload, false), settleMs);
    settle.unref();
  };

  return {
    async send(fact) {
      const seq = number?.(); // drawn before anything is awaited: numbers follow the order facts are sent in
      const body = typeof fact.payload === 'function' ? await fact.payload() : fact.payload;
      deliver(fact.to, fact.event, seq === undefined ? body : { seq: await seq, ...body });
    },
    async reserve(count) {
      if (spec.sequence.kind !== 'stream-counter') throw new Error(`stream ${name} has no counter to reserve from`);
      return (await sequencesFor(ctx).next(spec.sequence.counter, count)) - count + 1;
    },
    deliver: (event, payload, to) => deliver(to, event, payload),
  };
}

/** How the outlet numbers a fact it sends: a per-fact counter (batched per turn of the event loop), the node's clock, or not at all. */
function numbering(ctx: AppContext, spec: StreamSpec): Numbering {
  const { sequence } = spec;
  if (sequence.kind === 'node-clock') {
    const clock = new ClockSequence();
    return () => Promise.resolve(clock.draw());
  }
  if (sequence.kind === 'stream-counter' && sequence.numbers === 'each-fact') {
    const batcher = new SequenceBatcher(sequencesFor(ctx), sequence.counter);
    return () => batcher.take();
  }
  return null;
}
