import type { DomainModule } from '../context';
import { catalogCache } from './catalog';
import { boxRoutes } from './routes';
import './events';

/** The box catalog. */
export const boxesModule: DomainModule = {
  name: 'boxes',
  routes: () => boxRoutes(),
  async start(ctx) {
    catalogCache.invalidate();
    const off = ctx.bus.on('catalog.changed', ({ boxId }) => catalogCache.invalidate(boxId));
    return async () => off();
  },
};
