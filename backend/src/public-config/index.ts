import { Router } from 'express';
import { PRODUCT_NAME, type PublicConfigDto } from '@nova/protocol';
import type { Config } from '../config';
import type { DomainModule } from '../context';
import { paymentModeOf } from '../payments/provider';

/** The settings the front end needs at run time, so one build serves every deployment. */
export function presentPublicConfig(config: Config): PublicConfigDto {
  const mode = paymentModeOf(config);
  return {
    productName: PRODUCT_NAME,
    support: {
      messagingUrl: config.SUPPORT_MESSAGING_URL,
      phone: config.SUPPORT_PHONE ?? null,
      email: config.SUPPORT_EMAIL,
      privacyEmail: config.PRIVACY_EMAIL,
    },
    social: config.SOCIAL_LINKS,
    payments: { mode, publishableKey: mode === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null },
    auth: { google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) },
    resaleRate: config.RESALE_RATE,
  };
}

export const publicConfigModule: DomainModule = {
  name: 'public-config',
  routes(ctx) {
    const router = Router();
    const body = presentPublicConfig(ctx.config);
    router.get('/config', (_req, res) => {
      res.json(body);
    });
    return router;
  },
};
