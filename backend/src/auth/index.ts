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
    authRuntime(ctx);
    await warmUpPasswords();
  },
};
