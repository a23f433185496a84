import type { DomainModule } from '../context';
import { warmUpPasswords } from './passwords';
import { authRoutes } from './routes';
import { authRuntime } from './runtime';
import { testAdminPages } from './testAdminPage';

/** Accounts: registration, sign-in, link tokens, Google sign-in, rate limits and the no-JavaScript admin login. */
export const authModule: DomainModule = {
  name: 'auth',
  routes: (ctx) => authRoutes(ctx),
  pages: (ctx) => testAdminPages(ctx),
  async start(ctx) {
    const { redis } = authRuntime(ctx);
    await warmUpPasswords();
    return async () => {
      // Stops reconnecting too when Redis was never reachable.
      if (redis?.isOpen) await redis.close().catch(() => redis.destroy());
    };
  },
};
