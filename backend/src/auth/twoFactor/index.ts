import { Types } from 'mongoose';
import type { DomainModule } from '../../context';
import { twoFactorRoutes } from './routes';
import { dropTwoFactor } from './setup';

/**
 * Two-factor sign-in (TOTP and recovery codes): the account page's section, the code step of sign-in, and the staff
 * gate (`staffGate.ts`, used by the auth middleware and the feed subscriptions). Rules in docs/accounts.md.
 */
export const twoFactorModule: DomainModule = {
  name: 'two-factor',
  routes: (ctx) => twoFactorRoutes(ctx),
  async start(ctx) {
    if (ctx.config.STAFF_TWO_FACTOR === 'optional' && ctx.config.NODE_ENV === 'production') {
      ctx.logger.warn('STAFF_TWO_FACTOR=optional: staff sign in with a password alone (a local demo setting; production keeps required)');
    }
    // A deleted account keeps no second factor (idempotent: an outbox event may be published again).
    ctx.bus.on('user.deleted', async ({ userId }) => {
      await dropTwoFactor(new Types.ObjectId(userId));
    });
  },
};
