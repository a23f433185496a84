import { Router } from 'express';
import {
  addWinnerBodySchema,
  adminWinnersQuerySchema,
  winnerParamsSchema,
  winnerVisibilityBodySchema,
  winnersQuerySchema,
} from '@nova/protocol';
import { currentUser, requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { imageUpload, prepareImage, storeImage, uploadedFile } from '../core/uploads';
import { parse } from '../core/validate';
import { listWinnersForStaff, setWinnerHidden } from './admin';
import { addWinner, listWinners } from './service';

const IMAGE_FIELDS = ['prizeImage', 'winnerImage'] as const;

/** The public winners list (cursor pages); for admins: every winner, adding one (JSON or multipart with images), hiding one. */
export function winnerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/winners', async (req, res) => {
    res.json(await listWinners(ctx, parse(winnersQuerySchema, req.query)));
  });
  router.post('/admin/winners', requireAdmin, imageUpload(IMAGE_FIELDS), async (req, res) => {
    const body = parse(addWinnerBodySchema, req.body ?? {});
    const prizeFile = uploadedFile(req, 'prizeImage');
    const photoFile = uploadedFile(req, 'winnerImage');
    // Both images are checked before either is stored.
    const prize = prizeFile ? await prepareImage('prizeImage', prizeFile) : null;
    const photo = photoFile ? await prepareImage('winnerImage', photoFile) : null;
    const winner = await addWinner(ctx, currentUser(req), {
      ...body,
      prizeImageUrl: prize ? await storeImage(prize) : null,
      winnerImageUrl: photo ? await storeImage(photo) : null,
    });
    res.status(201).json(winner);
  });

  router.get('/admin/winners', requireAdmin, async (req, res) => {
    res.json(await listWinnersForStaff(parse(adminWinnersQuerySchema, req.query)));
  });

  router.patch('/admin/winners/:id', requireAdmin, async (req, res) => {
    const { id } = parse(winnerParamsSchema, req.params);
    const { hidden } = parse(winnerVisibilityBodySchema, req.body ?? {});
    res.json(await setWinnerHidden(ctx, currentUser(req), id, hidden));
  });
  return router;
}
