import { Router } from 'express';
import { addWinnerBodySchema, winnersQuerySchema } from '@nova/protocol';
import { currentUser, requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { imageUpload, saveImage, uploadedFile } from '../core/uploads';
import { parse } from '../core/validate';
import { addWinner, listWinners } from './service';

const IMAGE_FIELDS = ['prizeImage', 'winnerImage'] as const;

/** The public winners list (cursor pages) and admin-added winners (JSON or multipart with images). */
export function winnerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/winners', async (req, res) => {
    res.json(await listWinners(ctx, parse(winnersQuerySchema, req.query)));
  });
  router.post('/admin/winners', requireAdmin, imageUpload(IMAGE_FIELDS), async (req, res) => {
    const body = parse(addWinnerBodySchema, req.body ?? {});
    const prize = uploadedFile(req, 'prizeImage');
    const photo = uploadedFile(req, 'winnerImage');
    const winner = await addWinner(ctx, currentUser(req), {
      ...body,
      prizeImageUrl: prize ? await saveImage('prizeImage', prize) : null,
      winnerImageUrl: photo ? await saveImage('winnerImage', photo) : null,
    });
    res.status(201).json(winner);
  });
  return router;
}
