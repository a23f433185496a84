import type { DomainModule } from '../context';
import { currencyRoutes } from './routes';
import { createRatesService } from './service';

/** Display-currency exchange rates for the front end. */
export const currencyModule: DomainModule = {
  name: 'currency',
  routes: (ctx) => currencyRoutes(createRatesService({ config: ctx.config, clock: ctx.clock, logger: ctx.logger })),
};

export { createRatesService, pickSupportedRates, type RatesService } from './service';
