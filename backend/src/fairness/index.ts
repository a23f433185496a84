import type { DomainModule } from '../context';
import { fairnessRoutes } from './routes';

/** Provably fair seeds: per-player server seed commitment, client seed, nonce, rotation. */
export const fairnessModule: DomainModule = {
  name: 'fairness',
  routes: (ctx) => fairnessRoutes(ctx),
};
