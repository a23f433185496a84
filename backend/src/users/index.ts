import type { DomainModule } from '../context';
import { usersBroadcaster } from './broadcaster';
import { ensureAdmin } from './firstAdmin';
import { userRoutes } from './routes';

/** Users: the signed-in user's views, admin user management, and the first admin from the environment. */
export const usersModule: DomainModule = {
  name: 'users',
  routes: (ctx) => userRoutes(ctx),
  broadcasters: usersBroadcaster,
  async start(ctx) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.config;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    const { user, outcome } = await ensureAdmin(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    ctx.logger.info({ email: user.email, username: user.username, outcome }, 'first admin from ADMIN_EMAIL is ready');
  },
};
