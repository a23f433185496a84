import type { DomainModule } from '../context';
import { ledgerStreams } from './streams';
import { ledgerRoutes } from './routes';
import { ledgerStaffLines } from './staffLines';

/** The append-only coin ledger and admin grants. */
export const ledgerModule: DomainModule = {
  name: 'ledger',
  staffLines: ledgerStaffLines,
  routes: (ctx) => ledgerRoutes(ctx),
  streams: ledgerStreams,
};
