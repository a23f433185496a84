import type { AckCallback } from './ack';
import type { AccountRoleChanged } from './accounts';
import type { CommissionUpdated, PayoutUpdated, ReferralJoined } from './schemas/affiliates';
import type { OpenBoxResultDto } from './dto';
import type { BoxOpenPayload } from './schemas/openings';
import type { BalanceChanged, FeedAckDto, FeedRequest, LeaderboardTicked, PresenceCounted, WinnerAnnounced } from './schemas/realtime';
import type { WinnerHidden, WinnerUnhidden } from './schemas/adminWinners';
import type { CatalogChanged } from './schemas/catalogDtos';
import type { ReviewAdded, ReviewHidden, ReviewUnhidden } from './schemas/reviews';
import type { OverviewChanged } from './schemas/overview';
import type { PurchaseUpdated } from './schemas/payments';
import type { OpeningCompleted, StaffEventDto } from './schemas/staff';
import type { ShipmentUpdated, UnboxingUpdated } from './schemas/activity';
import type { StatsUpdated } from './stats';
import type { BattleDto, BattleFinished, BattleRoundRevealed, BattleUnwatchPayload, BattleUpdated, BattleWatchers, BattleWatchPayload } from './schemas/battles';

/**
 * The whole realtime protocol. Server facts are past tense; client requests are imperative and take an ack.
 * Every server fact carries `seq`, increasing per stream, so clients can drop deltas older than their snapshot
 * (see `schemas/realtime.ts` and `schemas/staff.ts` for the payload schemas; `realtime.ts` says how each stream
 * numbers its facts).
 *
 * Rooms (`rooms.ts`): every signed-in socket is in `user:<id>` from the start; `winners`, `leaderboard`, `reviews`,
 * `catalog`, `staff:feed` and `staff:openings` (support + admins), `staff:overview` (admins) are joined only through
 * `feed:subscribe`.
 */
export interface ServerToClientEvents {
  /** Sockets online across the cluster; volatile, coalesced to at most one per second. */
  'presence:counted': (payload: PresenceCounted) => void;
  /** The player's balance changed (room `user:<id>`; reliable). `seq` is the balance version. */
  'balance:changed': (payload: BalanceChanged) => void;
  /**
   * An admin changed the user's role (room `user:<id>`; reliable). The session stays signed in with the new role's
   * rights; the server then reconnects the user's sockets so they take them up (staff rooms already left).
   */
  'account:roleChanged': (payload: AccountRoleChanged) => void;
  /**
   * One of the player's purchases changed: paid (and credited), failed, refund asked / decided, refunded or
   * disputed (room `user:<id>`; reliable). `seq` is the purchase's version; the credit itself comes as `balance:changed`.
   */
  'purchase:updated': (payload: PurchaseUpdated) => void;
  /** One of the player's unboxings was recorded (opened, claimed) or acted on (shipped, resold) (room `user:<id>`; reliable). */
  'unboxing:updated': (payload: UnboxingUpdated) => void;
  /** One of the player's shipments was created or advanced (room `user:<id>`; reliable). */
  'shipment:updated': (payload: ShipmentUpdated) => void;
  /** The home page's figures after openings, claims or new players; at most about once a second (room `stats`; reliable). */
  'stats:updated': (payload: StatsUpdated) => void;
  /** Someone registered through the player's referral link (room `user:<referrer>`; reliable). `seq`: the affiliate account's version. */
  'referral:joined': (payload: ReferralJoined) => void;
  /** One of the player's commissions was earned, became available or was reversed (room `user:<referrer>`; reliable). */
  'commission:updated': (payload: CommissionUpdated) => void;
  /** One of the player's payout requests was made, paid or rejected (room `user:<id>`; reliable). */
  'payout:updated': (payload: PayoutUpdated) => void;
  /** A win worth something, or a winner an admin added (room `winners`; reliable). */
  'winner:announced': (payload: WinnerAnnounced) => void;
  /** An admin hid a winner: drop it from the list (room `winners`; reliable; numbered on the winners stream). */
  'winner:hidden': (payload: WinnerHidden) => void;
  /** An admin showed a hidden winner again: put it back in its place (room `winners`; reliable). */
  'winner:unhidden': (payload: WinnerUnhidden) => void;
  /** Today's competition, full top-N state (room `leaderboard`; volatile, at most a few per second; the last of a burst is repeated reliably). */
  'leaderboard:ticked': (payload: LeaderboardTicked) => void;
  /** Every paid opening (room `staff:openings`, support + admins; reliable). */
  'opening:completed': (payload: OpeningCompleted) => void;
  /** The operations feed (room `staff:feed`, support + admins; reliable). */
  'staff:event': (payload: StaffEventDto) => void;
  /** The Overview's figures moved (room `staff:overview`, admins; reliable, coalesced): read them again if older. */
  'overview:changed': (payload: OverviewChanged) => void;
  /** A new visible review, with the summary after it (room `reviews`; reliable). */
  'review:added': (payload: ReviewAdded) => void;
  /** Staff hid a review (room `reviews`; reliable). */
  'review:hidden': (payload: ReviewHidden) => void;
  /** Staff showed a hidden review again (room `reviews`; reliable). */
  'review:unhidden': (payload: ReviewUnhidden) => void;
  /** A published box appeared, changed (odds, price, text) or left the shop (room `catalog`; reliable). */
  'catalog:changed': (payload: CatalogChanged) => void;
  /** A battle's seats, status or winner changed (room `battles` for public battles, and the battle's room; reliable; `seq` is the battle's version). */
  'battle:updated': (payload: BattleUpdated) => void;
  /** One round of a running battle revealed, at the battle's pace (the battle's room; reliable). */
  'battle:round': (payload: BattleRoundRevealed) => void;
  /** The battle ended: winner, prizes' owners and the revealed server seed (the battle's room; reliable). */
  'battle:finished': (payload: BattleFinished) => void;
  /** How many sockets watch the battle (the battle's room; volatile, coalesced). */
  'battle:watchers': (payload: BattleWatchers) => void;
}

export interface ClientToServerEvents {
  'presence:get': (payload: Record<string, never>, ack: AckCallback<{ online: number }>) => void;
  /** Opens a box (signed-in sockets only). Same service and result as `POST /api/boxes/:id/open`. */
  'box:open': (payload: BoxOpenPayload, ack: AckCallback<OpenBoxResultDto>) => void;
  /**
   * Joins a feed's room. Staff feeds check the socket's role: a player gets STAFF_REQUIRED / ADMIN_REQUIRED
   * (an anonymous socket AUTH_REQUIRED) and joins nothing. Subscribing twice is harmless.
   */
  'feed:subscribe': (payload: FeedRequest, ack: AckCallback<FeedAckDto>) => void;
  /** Leaves a feed's room. */
  'feed:unsubscribe': (payload: FeedRequest, ack: AckCallback<FeedAckDto>) => void;
  /** Watches one battle (a private one needs its invite code unless the socket's player sits in it): the ack carries the snapshot. */
  'battle:watch': (payload: BattleWatchPayload, ack: AckCallback<BattleDto>) => void;
  /** Stops watching a battle. */
  'battle:unwatch': (payload: BattleUnwatchPayload, ack: AckCallback<{ battleId: string; watching: false }>) => void;
}

/** Messages between backend nodes (through the adapter). */
export interface InterServerEvents {
  ping: () => void;
}

/** What the server knows about a socket after `io.use()` authentication. */
export interface SocketData {
  userId: string | null;
  /** The sign-in session the socket's token belongs to. */
  sessionId: string | null;
  role: 'player' | 'support' | 'admin' | null;
}
