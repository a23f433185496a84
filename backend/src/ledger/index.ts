import type { DomainModule } from '../context';
import { ledgerBroadcaster } from './broadcaster';
import { ledgerRoutes } from './routes';

/** The append-only coin ledger and admin grants. */
export const ledgerModule: DomainModule = {
  name: 'ledger',
  routes: (ctx) => ledgerRoutes(ctx),
  broadcasters: ledgerBroadcaster,
};
