import { Router } from 'express';
import type { DomainModule } from '../context';
import type { DrawHistory } from './admin/drawHistory';
import { adminCatalogRoutes } from './admin/routes';
import { catalogStreams } from './streams';
import { catalogCache } from './catalog';
import { migrateCatalog } from './migrate';
import { boxRoutes } from './routes';

/**
 * The box catalog: public reads, the admins' catalog (drafts, publishing, archive, odds versions), `catalog:changed`.
 * `draws` answers from the openings whether a box or prize was drawn from (wired in modules.ts).
 */
export const boxesModule = (draws: DrawHistory): DomainModule => ({
  name: 'boxes',
  routes: (ctx) => Router().use(boxRoutes(), adminCatalogRoutes(ctx, draws)),
  streams: catalogStreams,
  async start(ctx) {
    await migrateCatalog();
    catalogCache.invalidate();
    const off = ctx.bus.on('catalog.changed', ({ boxId }) => catalogCache.invalidate(boxId));
    return async () => off();
  },
});
