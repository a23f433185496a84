import { Router } from 'express';
import { idParamsSchema } from '@nova/protocol';
import { parse } from '../core/validate';
import { presentBox } from './presenter';
import { getBox, listBoxes } from './service';

/** Public catalog reads. */
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
    res.json(presentBox(box, prizes));
  });
  return router;
}
