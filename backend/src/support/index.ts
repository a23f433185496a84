import type { DomainModule } from '../context';
import { supportRoutes } from './routes';
import { supportStaffLines } from './staffLines';

/** Support tickets: the contact form creates them (the staff feed announces each), staff close and reopen them. */
export const supportModule: DomainModule = {
  name: 'support',
  staffLines: supportStaffLines,
  routes: (ctx) => supportRoutes(ctx),
};
