import { feedRequestSchema, rooms, type Feed, type FeedAckDto, type Role } from '@nova/protocol';
import { ADMIN_ROLES, STAFF_ROLES, requireSocketRole } from '../auth/socketGuards';
import { requireSocketTwoFactor } from '../auth/twoFactor/staffGate';
import type { DomainModule, NovaSocket } from '../context';
import { ackHandler } from './ack';

/** Who may join each feed's room: anyone (null), or the listed roles. */
export const FEED_ACCESS: Readonly<Record<Feed, readonly Role[] | null>> = {
  winners: null,
  leaderboard: null,
  reviews: null,
  catalog: null,
  stats: null,
  battles: null,
  'staff:feed': STAFF_ROLES,
  // Support agents watch openings too; acting on money stays with admins (every money route requires an admin).
  'staff:openings': STAFF_ROLES,
  'staff:overview': ADMIN_ROLES,
};

/** The room behind each feed. */
export const FEED_ROOMS: Readonly<Record<Feed, string>> = {
  winners: rooms.winners,
  leaderboard: rooms.leaderboard,
  reviews: rooms.reviews,
  catalog: rooms.catalog,
  stats: rooms.stats,
  battles: rooms.battles,
  'staff:feed': rooms.staffFeed,
  'staff:openings': rooms.staffOpenings,
  'staff:overview': rooms.staffOverview,
};

/**
 * `feed:subscribe` / `feed:unsubscribe`: the only way into the feed rooms. Staff feeds check the socket's role
 * (fixed at connection; a role change disconnects the user's sockets), so a player's request is answered with
 * STAFF_REQUIRED / ADMIN_REQUIRED and joins nothing; a staff member without two-factor sign-in while the shop requires it
 * gets TWO_FACTOR_SETUP_REQUIRED. Rooms survive a recovered reconnection; after an unrecovered
 * one the client subscribes again.
 */
export function feedHandlers(ctx: Parameters<NonNullable<DomainModule['socket']>>[0], socket: NovaSocket): void {
  socket.on(
    'feed:subscribe',
    ackHandler(ctx.logger, feedRequestSchema, async ({ feed }): Promise<FeedAckDto> => {
      const roles = FEED_ACCESS[feed];
      if (roles) {
        requireSocketRole(socket, roles);
        await requireSocketTwoFactor(ctx, socket);
      }
      await socket.join(FEED_ROOMS[feed]);
      return { feed, subscribed: true };
    }),
  );
  socket.on(
    'feed:unsubscribe',
    ackHandler(ctx.logger, feedRequestSchema, async ({ feed }): Promise<FeedAckDto> => {
      await socket.leave(FEED_ROOMS[feed]);
      return { feed, subscribed: false };
    }),
  );
}

/** Feed subscriptions as a domain module (socket handlers only). */
export const feedsModule: DomainModule = {
  name: 'feeds',
  socket: (ctx, socket) => feedHandlers(ctx, socket),
};
