import type { ServerToClientEvents } from './events';
import type { Feed } from './schemas/realtime';

/**
 * The live streams: every server fact belongs to exactly one stream, declared here once with what both sides need to
 * know about it (its wire events, its rooms, how its facts are numbered, how they travel, and how a client merges
 * them). The server's declarations (backend `<domain>/streams.ts`) add the domain events and the presenters; the
 * client merges every stream with one helper (frontend `realtime/merge.ts`); docs/realtime.md is generated from both.
 */

/** A server fact's name (`noun:verb`). */
export type ServerEventName = keyof ServerToClientEvents;
/** The payload of server fact `E`. */
export type ServerPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** The stored documents whose version numbers a stream's facts. */
export const VERSIONED_DOCUMENTS = ['balance', 'purchase', 'battle', 'affiliate-account'] as const;
export type VersionedDocument = (typeof VERSIONED_DOCUMENTS)[number];

/**
 * Where a fact's `seq` comes from: one type for every meaning the word has.
 * - `stream-counter`: a counter per stream shared by every node (Redis `INCRBY`, or the primary process among one
 *   machine's workers; a node with neither is the only one and counts by itself, starting above the wall clock in microseconds so a restart never counts backwards).
 *   `numbers: 'each-fact'`: every fact sent draws the next number, and every number is sent to the stream's room, so
 *   in a feed room a missing number is a lost fact. `'each-state'`: every state computed (a REST snapshot or a tick)
 *   draws one, and a watcher sees only some of them.
 * - `node-clock`: one node's own counter, never below its wall clock in microseconds: roughly ordered across nodes,
 *   for facts each node sends to its own sockets.
 * - `document-version`: the version of the stored document the fact is about, written in the same transaction as
 *   the change (the REST read of the document carries the same number).
 * - `none`: not numbered (the newest fact to arrive is the one shown).
 */
export type Sequence =
  | { readonly kind: 'stream-counter'; readonly counter: string; readonly numbers: 'each-fact' | 'each-state' }
  | { readonly kind: 'node-clock' }
  | { readonly kind: 'document-version'; readonly of: VersionedDocument }
  | { readonly kind: 'none' };
export type SequenceKind = Sequence['kind'];

/**
 * Rooms a stream's facts go to: a feed (joined through `feed:subscribe`, see FEEDS), the player's own room
 * (`user:<id>`: every socket of theirs, joined at connection), one battle's watchers (`battle:<id>`, joined through
 * `battle:watch`), or every socket connected to the sending node.
 */
export type StreamRoom =
  | { readonly kind: 'feed'; readonly feed: Feed }
  | { readonly kind: 'user' }
  | { readonly kind: 'battle' }
  | { readonly kind: 'node' };

/**
 * How facts travel.
 * - `timing`: `immediate` (each fact as it happens); `tick` (facts gathered for a short tick and sent together: the
 *   staff feed stores and numbers a tick's lines in one write); `coalesced` (a burst of domain events makes one
 *   recomputed state per interval).
 * - `recovery`: `replayed` (a socket that reconnects within Socket.IO's recovery window gets what it missed) or
 *   `volatile` (dropped when a socket is not ready; the next fact replaces a lost one). `settles`: the last
 *   volatile fact of a burst is sent once more, reliably, a little later.
 */
export interface Delivery {
  readonly timing: 'immediate' | 'tick' | 'coalesced';
  readonly recovery: 'replayed' | 'volatile';
  readonly settles?: true;
}

/**
 * How a client merges a stream's facts with what it holds.
 * - `state`: a fact is (or stands for) the whole newest state of what it is about; one not newer than what is
 *   held is dropped.
 * - `changes`: a fact is one change to a list read as a snapshot; facts wait while a snapshot loads, those at or
 *   below the snapshot's seq are dropped, each number is applied once, and a number still missing after a later
 *   one arrived is a lost fact: the snapshot is read again.
 * - `none`: not numbered; applied as it comes.
 */
export type StreamMerge = 'state' | 'changes' | 'none';

/** The part of a live stream's declaration both sides share. */
export interface StreamSpec {
  readonly events: readonly ServerEventName[];
  readonly rooms: readonly StreamRoom[];
  readonly sequence: Sequence;
  readonly delivery: Delivery;
  readonly merge: StreamMerge;
  /** The REST read a client takes as its snapshot, if there is one. */
  readonly snapshot: string | null;
}

const user = { kind: 'user' } as const;
const feed = <F extends Feed>(name: F) => ({ kind: 'feed', feed: name }) as const;
const now = { timing: 'immediate', recovery: 'replayed' } as const;

/** Every live stream, by name. */
export const STREAMS = {
  balance: {
    events: ['balance:changed'],
    rooms: [user],
    sequence: { kind: 'document-version', of: 'balance' },
    delivery: now,
    merge: 'state',
    snapshot: 'GET /api/me',
  },
  purchases: {
    events: ['purchase:updated'],
    rooms: [user],
    sequence: { kind: 'document-version', of: 'purchase' },
    delivery: now,
    merge: 'state',
    snapshot: 'GET /api/payments/purchases/:id',
  },
  affiliates: {
    events: ['referral:joined', 'commission:updated', 'payout:updated'],
    rooms: [user],
    sequence: { kind: 'document-version', of: 'affiliate-account' },
    delivery: now,
    merge: 'state',
    snapshot: 'GET /api/affiliates/me',
  },
  unboxings: {
    events: ['unboxing:updated'],
    rooms: [user],
    sequence: { kind: 'stream-counter', counter: 'unboxings', numbers: 'each-fact' },
    delivery: now,
    merge: 'state',
    snapshot: null,
  },
  shipments: {
    events: ['shipment:updated'],
    rooms: [user],
    sequence: { kind: 'stream-counter', counter: 'shipments', numbers: 'each-fact' },
    delivery: now,
    merge: 'state',
    snapshot: null,
  },
  account: {
    events: ['account:roleChanged'],
    rooms: [user],
    sequence: { kind: 'none' },
    delivery: now,
    merge: 'none',
    snapshot: null,
  },
  winners: {
    events: ['winner:announced', 'winner:hidden', 'winner:unhidden'],
    rooms: [feed('winners')],
    sequence: { kind: 'stream-counter', counter: 'winners', numbers: 'each-fact' },
    delivery: now,
    merge: 'changes',
    snapshot: 'GET /api/winners',
  },
  leaderboard: {
    events: ['leaderboard:ticked'],
    rooms: [feed('leaderboard')],
    sequence: { kind: 'stream-counter', counter: 'leaderboard', numbers: 'each-state' },
    delivery: { timing: 'coalesced', recovery: 'volatile', settles: true },
    merge: 'state',
    snapshot: 'GET /api/leaderboard/current',
  },
  stats: {
    events: ['stats:updated'],
    rooms: [feed('stats')],
    sequence: { kind: 'stream-counter', counter: 'stats', numbers: 'each-state' },
    delivery: { timing: 'coalesced', recovery: 'replayed' },
    merge: 'state',
    snapshot: 'GET /api/stats',
  },
  overview: {
    events: ['overview:changed'],
    rooms: [feed('staff:overview')],
    sequence: { kind: 'stream-counter', counter: 'overview', numbers: 'each-fact' },
    delivery: { timing: 'coalesced', recovery: 'replayed' },
    merge: 'state',
    snapshot: 'GET /api/admin/overview',
  },
  reviews: {
    events: ['review:added', 'review:hidden', 'review:unhidden'],
    rooms: [feed('reviews')],
    sequence: { kind: 'stream-counter', counter: 'reviews', numbers: 'each-fact' },
    delivery: now,
    merge: 'changes',
    snapshot: 'GET /api/reviews',
  },
  catalog: {
    events: ['catalog:changed'],
    rooms: [feed('catalog')],
    sequence: { kind: 'stream-counter', counter: 'catalog', numbers: 'each-fact' },
    delivery: now,
    merge: 'changes',
    snapshot: 'GET /api/boxes',
  },
  'staff-openings': {
    events: ['opening:completed'],
    rooms: [feed('staff:openings')],
    sequence: { kind: 'stream-counter', counter: 'staff:openings', numbers: 'each-fact' },
    delivery: now,
    merge: 'changes',
    snapshot: 'GET /api/staff/openings',
  },
  'staff-feed': {
    events: ['staff:event'],
    rooms: [feed('staff:feed')],
    sequence: { kind: 'stream-counter', counter: 'staff:feed', numbers: 'each-fact' },
    delivery: { timing: 'tick', recovery: 'replayed' },
    merge: 'changes',
    snapshot: 'GET /api/staff/feed',
  },
  presence: {
    events: ['presence:counted'],
    rooms: [{ kind: 'node' }],
    sequence: { kind: 'node-clock' },
    delivery: { timing: 'coalesced', recovery: 'volatile' },
    merge: 'state',
    snapshot: 'presence:get',
  },
  battles: {
    events: ['battle:updated', 'battle:round', 'battle:finished'],
    rooms: [feed('battles'), { kind: 'battle' }],
    sequence: { kind: 'document-version', of: 'battle' },
    delivery: now,
    merge: 'state',
    snapshot: 'GET /api/battles/:id',
  },
  'battle-watchers': {
    events: ['battle:watchers'],
    rooms: [{ kind: 'battle' }],
    sequence: { kind: 'none' },
    delivery: { timing: 'coalesced', recovery: 'volatile' },
    merge: 'none',
    snapshot: null,
  },
} as const satisfies Record<string, StreamSpec>;

export type StreamName = keyof typeof STREAMS;
/** The wire events of stream `N`. */
export type StreamEvent<N extends StreamName> = (typeof STREAMS)[N]['events'][number];

/** The stream each server fact belongs to. */
export const STREAM_OF_EVENT = Object.fromEntries(
  (Object.entries(STREAMS) as [StreamName, StreamSpec][]).flatMap(([name, spec]) => spec.events.map((event) => [event, name])),
) as Record<ServerEventName, StreamName>;

/** Compile-time: every server fact belongs to a stream (a fact left out names itself here). */
type Unstreamed = Exclude<ServerEventName, StreamEvent<StreamName>>;
export const EVERY_FACT_STREAMED: [Unstreamed] extends [never] ? true : Unstreamed = true;
