import type { DomainModule } from '../context';
import { ensureAdmin } from './firstAdmin';
import { UserModel } from './model';
import { userRoutes } from './routes';
import { backfillUsernameSkeletons } from './usernames';
import { userStaffLines } from './staffLines';

/** What a first start without any admin prints: how to get one. */
export const FIRST_ADMIN_HELP =
  "No admin account yet. To create one, restart with ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='a long password' npm start " +
  '(or, for a database reachable through MONGODB_URI, run npm run admin:create -- --email you@example.com --password ...), ' +
  'then sign in at /admin-login.';

/** Users: the signed-in user's views, admin user management, and the first admin from the environment. */
export const usersModule: DomainModule = {
  name: 'users',
  staffLines: userStaffLines,
  routes: userRoutes,
  async start(ctx) {
    await backfillUsernameSkeletons(ctx.logger);
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.config;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) {
      if (!(await UserModel.exists({ role: 'admin' }))) ctx.logger.warn(FIRST_ADMIN_HELP);
      return;
    }
    const { user, outcome } = await ensureAdmin(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    ctx.logger.info({ email: user.email, username: user.username, outcome }, 'first admin from ADMIN_EMAIL is ready');
  },
};
