import { Types, isValidObjectId } from 'mongoose';
import { rooms, type Role, type SocketData } from '@nova/protocol';
import { sessionActive } from '../auth/sessions';
import type { NovaIo, NovaSocket } from '../context';
import { Users } from '../users/queries';
import { FEED_ACCESS, FEED_ROOMS } from './feeds';

/** Every room a socket of this user, session and role may be in (besides its own id room). */
export function allowedRooms(data: Pick<SocketData, 'userId' | 'sessionId' | 'role'>): Set<string> {
  const allowed = new Set<string>();
  for (const [feed, roles] of Object.entries(FEED_ACCESS) as [keyof typeof FEED_ACCESS, readonly Role[] | null][]) {
    if (!roles || (data.role && roles.includes(data.role))) allowed.add(FEED_ROOMS[feed]);
  }
  if (data.userId) allowed.add(rooms.user(data.userId));
  if (data.sessionId) allowed.add(rooms.session(data.sessionId));
  return allowed;
}

/** A room joined by a request checked when it was made (a battle's room, `battle:watch`): kept across a recovery. */
const checkedOnJoin = (room: string) => room.startsWith(rooms.battle(''));

/** The staff rooms a role may not be in (left at once on a role change). */
export function roomsDeniedTo(role: Role | null): string[] {
  return (Object.keys(FEED_ACCESS) as (keyof typeof FEED_ACCESS)[])
    .filter((feed) => {
      const roles = FEED_ACCESS[feed];
      return roles !== null && !(role && roles.includes(role));
    })
    .map((feed) => FEED_ROOMS[feed]);
}

/**
 * Connection-state recovery restores a socket's rooms and replays the packets it missed, before any middleware
 * runs. This guard sits in front of the adapter's restore (on every node, memory or Redis Streams): a saved
 * session comes back only if its user still exists, is not banned, its sign-in session is still active and its
 * current role allows every room it held. Otherwise the socket connects fresh (no rooms, nothing replayed) and
 * the client subscribes again, which checks the role.
 */
export function guardRecovery(io: NovaIo): void {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    const data = (session.data ?? {}) as Partial<SocketData>;
    const current = await currentAccess(data);
    if (!current) return null as unknown as typeof session;
    const allowed = allowedRooms(current);
    const stale = [...session.rooms].some((room) => room !== session.sid && !allowed.has(String(room)) && !checkedOnJoin(String(room)));
    return stale ? (null as unknown as typeof session) : session;
  };
}

/** The saved socket's user, session and role as they are now; null when any of them no longer holds. */
async function currentAccess(data: Partial<SocketData>): Promise<Pick<SocketData, 'userId' | 'sessionId' | 'role'> | null> {
  if (!data.userId) return { userId: null, sessionId: null, role: null };
  if (!isValidObjectId(data.userId) || !data.sessionId) return null;
  const userId = new Types.ObjectId(data.userId);
  const [user, active] = await Promise.all([
    Users.findById(userId, { role: 1, banned: 1, deletedAt: 1 }).lean(),
    sessionActive(userId, data.sessionId),
  ]);
  if (!user || user.banned || user.deletedAt || !active) return null;
  return { userId: data.userId, sessionId: data.sessionId, role: user.role };
}

/**
 * After a recovered connection is authenticated with its (possibly new) token, leaves every room the token's
 * user, session and role do not allow (e.g. another user signed in on the same page), before handlers run.
 */
export function rederiveRooms(socket: NovaSocket): void {
  const allowed = allowedRooms(socket.data);
  for (const room of [...socket.rooms]) if (room !== socket.id && !allowed.has(room) && !checkedOnJoin(room)) void socket.leave(room);
}
