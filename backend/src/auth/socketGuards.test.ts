import type { Role } from '@nova/protocol';
import { AppError } from '../core/errors';
import { ADMIN_ROLES, STAFF_ROLES, requireSocketRole } from './socketGuards';

const socket = (userId: string | null, role: Role | null) => ({ data: { userId, sessionId: null, role } });
const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof AppError ? err.code : 'not an AppError';
  }
};

describe('requireSocketRole', () => {
  it('lets allowed roles through and returns who they are', () => {
    expect(requireSocketRole(socket('u1', 'support'), STAFF_ROLES)).toEqual({ userId: 'u1', role: 'support' });
    expect(requireSocketRole(socket('u2', 'admin'), STAFF_ROLES)).toEqual({ userId: 'u2', role: 'admin' });
    expect(requireSocketRole(socket('u2', 'admin'), ADMIN_ROLES)).toEqual({ userId: 'u2', role: 'admin' });
  });

  it('refuses anonymous sockets with AUTH_REQUIRED', () => {
    expect(codeOf(() => requireSocketRole(socket(null, null), STAFF_ROLES))).toBe('AUTH_REQUIRED');
  });

  it('refuses players on staff feeds with STAFF_REQUIRED, and non-admins on admin requests with ADMIN_REQUIRED', () => {
    expect(codeOf(() => requireSocketRole(socket('u3', 'player'), STAFF_ROLES))).toBe('STAFF_REQUIRED');
    expect(codeOf(() => requireSocketRole(socket('u3', 'player'), ADMIN_ROLES))).toBe('ADMIN_REQUIRED');
    expect(codeOf(() => requireSocketRole(socket('u4', 'support'), ADMIN_ROLES))).toBe('ADMIN_REQUIRED');
  });
});
