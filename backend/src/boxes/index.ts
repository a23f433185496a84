import type { DomainModule } from '../context';
import { boxRoutes } from './routes';

/** The box catalog. */
export const boxesModule: DomainModule = {
  name: 'boxes',
  routes: () => boxRoutes(),
};
