import { Router } from 'express';
import type { DomainModule } from '../context';
import { adminCatalogRoutes } from './admin/routes';
import { catalogStreams } from './streams';
import { catalogCache } from './catalog';
import { migrateCatalog } from './migrate';
import { boxRoutes } from './routes';

/** The box catalog: public reads, the admins' catalog (drafts, publishing, archive, odds versions), `catalog:changed`. */
export const boxesModule: DomainModule = {
  name: 'boxes',
  routes: (ctx) => Router().use(boxRoutes(), adminCatalogRoutes(ctx)),
  streams: catalogStreams,
  async start(ctx) {
    await migrateCatalog();
    catalogCache.invalidate();
    const off = ctx.bus.on('catalog.changed', ({ boxId }) => catalogCache.invalidate(boxId));
    return async () => off();
  },
};
