import type { Role } from '@nova/protocol';
import type { NovaSocket } from '../context';
import { errors } from '../core/errors';

/**
 * Socket-side role guard for staff feeds and admin requests, the counterpart of requireStaff/requireAdmin:
 * throws AUTH_REQUIRED for an anonymous socket, STAFF_REQUIRED or ADMIN_REQUIRED for a role not in `roles`.
 * Use inside an `ackHandler` (the error becomes the ack) or before `socket.join(rooms.staffFeed)`.
 * The role is the one checked at connection; a role change disconnects the user's sockets, so it is current.
 */
export function requireSocketRole(socket: Pick<NovaSocket, 'data'>, roles: readonly Role[]): { userId: string; role: Role } {
  const { userId, role } = socket.data;
  if (!userId || !role) throw errors.authRequired();
  if (!roles.includes(role)) throw roles.includes('support') ? errors.staffRequired() : errors.adminRequired();
  return { userId, role };
}

/** Roles that may see staff feeds. */
export const STAFF_ROLES: readonly Role[] = ['support', 'admin'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];
