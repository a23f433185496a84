import { Router } from 'express';
import { effectiveOdds, idParamsSchema } from '@nova/protocol';
import { parse } from '../core/validate';
import { legendaryStatus } from './legendary';
import { presentBox } from './presenter';
import { getBox, listBoxes } from './service';

/** Public catalog reads. A signed-in player's box details carry their effective odds. */
export function boxRoutes(): Router {
  const router = Router();
  router.get('/boxes', async (_req, res) => {
    res.json((await listBoxes()).map(({ box, prizes }) => presentBox(box, prizes)));
  });
  router.get('/boxes/featured', async (_req, res) => {
    res.json((await listBoxes({ featured: true })).map(({ box, prizes }) => presentBox(box, prizes)));
  });
  router.get('/boxes/:id', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { box, prizes } = await getBox(id);
    if (!req.user) return void res.json(presentBox(box, prizes));
    const status = legendaryStatus(req.user, box.category);
    const table = effectiveOdds(
      prizes.map((p) => ({ prizeId: p.id as string, name: p.name, rarity: p.rarity, oddsPpm: p.oddsPpm, valueInUSDCents: p.valueInUSDCents })),
      status.isEligibleForLegendary,
    );
    res.json(presentBox(box, prizes, new Map(table.map((p) => [p.prizeId, p.oddsPpm])), status));
  });
  return router;
}
