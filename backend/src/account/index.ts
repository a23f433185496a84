import type { DomainModule } from '../context';
import { accountRoutes } from './routes';

/**
 * A person's account as a whole, across the domains that hold parts of it: the account page (password, sessions,
 * email, data export, deletion; docs/accounts.md) and the staff's page of one user. It reads and asks the other
 * domains; none of them imports it.
 */
export const accountModule: DomainModule = {
  name: 'account',
  routes: accountRoutes,
};
