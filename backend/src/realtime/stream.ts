import type { STREAMS, ServerPayload, StreamEvent, StreamName } from '@nova/protocol';
import type { AppContext } from '../context';
import type { DomainEventName, DomainEvents } from '../core/events';

/**
 * The server's declaration of a live stream: the shared part (events, rooms, sequence, delivery, merge) is protocol's
 * `STREAMS[name]`; a domain adds which domain events feed it and how each becomes a wire payload, in its own
 * `streams.ts`, listed on its module (`DomainModule.streams`). The dispatcher (`dispatch.ts`) turns declarations into
 * bus listeners and room emits; domain code never touches io. Domains import these types only (`import type`).
 */

type Spec<N extends StreamName> = (typeof STREAMS)[N];

/** Streams whose facts are numbered as they are sent: a per-fact counter, or the node's clock. */
type NumberedOnSend<N extends StreamName> =
  Spec<N>['sequence'] extends { kind: 'node-clock' } | { numbers: 'each-fact' } ? true : false;

/** A payload as its presenter builds it: without `seq` where the dispatcher numbers the fact as it sends it. */
export type Draft<N extends StreamName, E extends StreamEvent<N>> =
  NumberedOnSend<N> extends true ? Omit<ServerPayload<E>, 'seq'> : ServerPayload<E>;

/**
 * One fact to send: its wire event, its rooms (names from protocol `rooms`; left out, the stream's one feed room), and
 * its payload, or a read that builds it once the fact's number is drawn (a payload that must reflect every change
 * numbered before it, like the reviews' summary).
 */
export type Outgoing<N extends StreamName> = {
  [E in StreamEvent<N>]: { event: E; to?: string | readonly string[]; payload: Draft<N, E> | (() => Promise<Draft<N, E>>) };
}[StreamEvent<N>];

/** One fact whose payload is built already. */
export type Fact<N extends StreamName> = {
  [E in StreamEvent<N>]: { event: E; to?: string | readonly string[]; payload: Draft<N, E> };
}[StreamEvent<N>];

/** What a presenter may return for one domain event: a fact, several, or none. */
export type Presented<N extends StreamName> = Outgoing<N> | readonly Outgoing<N>[] | null;

/** The domain events a stream of facts listens to, each with its presenter (domain event -> wire facts). */
export type Presenters<N extends StreamName> = {
  [K in DomainEventName]?: (event: DomainEvents[K], ctx: AppContext) => Presented<N>;
};

/** The domain events that may move a computed state, each with a filter where only some of them do. */
export type Triggers = { [K in DomainEventName]?: true | ((event: DomainEvents[K]) => boolean) };

type Timing<N extends StreamName> = Spec<N>['delivery']['timing'];
type Timed<T extends string> = { [N in StreamName]: Timing<N> extends T ? N : never }[StreamName];

/** A stream whose facts are domain events, each presented and sent as it comes (timing `immediate`). */
export interface EventStream<N extends StreamName> {
  stream: N;
  on: Presenters<N>;
}

/**
 * A stream of computed states (timing `coalesced`): domain events only say the state may have moved; the state is
 * read and sent at most once per `everyMs`. Alone (no Redis, no primary), a node with nobody in the stream's feed
 * room reads nothing (a new watcher reads the snapshot as it subscribes).
 */
export interface StateStream<N extends StreamName> {
  stream: N;
  after: Triggers;
  everyMs: number;
  /**
   * `rest` (the default): the first change after a quiet period waits only for the rest of the interval since the
   * last read (at once when that is over). `whole`: it always waits a whole interval (changes gather first).
   */
  wait?: 'rest' | 'whole';
  /** Runs on every triggering event, before the read is scheduled (a cache marked stale). */
  changed?(ctx: AppContext): void;
  /** The state to send now, or null to send nothing. */
  read(ctx: AppContext): Promise<Fact<N> | null>;
  /** When given, a state is sent only when this key of it moved since the last one sent. */
  key?(fact: Fact<N>): string;
  /** Volatile streams that settle: how long after the last state of a burst it is sent again, reliably. */
  settleMs?: number;
}

/**
 * A stream fed by something other than the bus, which sends through the stream's outlet (`outlet.ts`): sockets
 * counted (presence, battle watchers), the staff feed (its lines are stored before they are numbered), the access
 * sequence of a role change. `fedBy` says what, for the docs.
 */
export interface FedStream<N extends StreamName> {
  stream: N;
  fedBy: string;
}

/** Any stream's declaration, its form following its declared timing. */
export type LiveStream =
  | { [N in Timed<'immediate'>]: EventStream<N> | FedStream<N> }[Timed<'immediate'>]
  | { [N in Timed<'coalesced'>]: StateStream<N> | FedStream<N> }[Timed<'coalesced'>]
  | { [N in Timed<'tick'>]: FedStream<N> }[Timed<'tick'>];
