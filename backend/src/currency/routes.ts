import { Router } from 'express';
import type { RatesService } from './service';

/** `GET /currency/rates` (mounted under /api): always 200 with the rates and where they came from. */
export function currencyRoutes(rates: RatesService): Router {
  const router = Router();
  router.get('/currency/rates', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(await rates.getRates());
  });
  return router;
}
