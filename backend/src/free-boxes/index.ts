import type { DomainModule } from '../context';
import { freeBoxRoutes } from './routes';
import { freeBoxStaffLines } from './staffLines';

/** Free boxes: the levels with their prize tables and the once-per-24-hours claim. */
export const freeBoxesModule: DomainModule = {
  name: 'free-boxes',
  staffLines: freeBoxStaffLines,
  routes: (ctx) => freeBoxRoutes(ctx),
};
