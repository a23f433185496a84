import type { DomainModule } from '../context';
import { Router } from 'express';
import { Types } from 'mongoose';
import { invalidateSessionChecks } from './authVersions';
import { revokeSessions } from './sessions';
import { warmUpPasswords } from './passwords';
import { passwordResetRoutes, passwordResets } from './passwordResetRoutes';
import { authRoutes } from './routes';
import { authRuntime } from './runtime';
import { testAdminPages } from './testAdminPage';
import type { SignupReferrals } from './signupReferrals';
import { authStaffLines } from './staffLines';

/**
 * Accounts: registration, sign-in sessions, link tokens, Google sign-in, login protection, password reset and the
 * no-JavaScript admin login. `referrals`: the affiliates' part of a sign-up (wired in modules.ts).
 */
export const authModule = (referrals: SignupReferrals): DomainModule => ({
  name: 'auth',
  staffLines: authStaffLines,
  routes: (ctx) => Router().use(authRoutes(ctx, referrals), passwordResetRoutes(ctx)),
  pages: (ctx) => testAdminPages(ctx),
  async start(ctx) {
    authRuntime(ctx);
    // A ban already ends every token (token version); the session list says so too. A role change alone keeps the
    // sessions. Idempotent (an outbox event may be published again): only sessions that existed at the change, and
    // only those not yet revoked.
    // The session checks kept for the user end with the change (its role, ban and token version are in them): on this
    // node before the change's answer is sent (the bus calls this synchronously after the commit), on the others as
    // soon as Redis holds the new stamp. A deletion revokes the sessions anyway (which ends them too).
    const invalidate = ({ userId }: { userId: string }) => void invalidateSessionChecks(ctx, userId);
    ctx.bus.on('user.accessChanged', invalidate);
    ctx.bus.on('user.deleted', invalidate);
    ctx.bus.on('user.accessChanged', async ({ userId, revoked, at }) => {
      if (revoked === false) return;
      await revokeSessions(ctx, new Types.ObjectId(userId), { createdUpTo: at });
    });
    await warmUpPasswords();
    // Reset mails still being prepared after their answer finish before the database closes.
    return () => passwordResets(ctx).settled();
  },
});
