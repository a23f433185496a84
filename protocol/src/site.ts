import { z } from 'zod';
import { PAYMENT_MODES } from './schemas/payments';
import { iso } from './schemas/fields';

/* The site-wide REST answers: health, the public configuration and the display-currency rates (docs/rest-schemas.md). */

export const DATABASE_ENGINES = ['external', 'mongod', 'emulator'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

export const healthDtoSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    database: z.object({ engine: z.enum(DATABASE_ENGINES), state: z.enum(['connected', 'disconnected']) }).strict(),
  })
  .strict();
export type HealthDto = z.infer<typeof healthDtoSchema>;

/** `GET /readyz` (200 when ready, 503 otherwise): each check of whether this node should be sent traffic. */
export const readinessDtoSchema = z
  .object({
    ready: z.boolean(),
    checks: z
      .object({
        database: z.enum(['ok', 'unreachable']),
        redis: z.enum(['ok', 'unreachable', 'not configured']),
        outboxRelay: z.enum(['running', 'stopped']),
        draining: z.boolean(),
      })
      .strict(),
  })
  .strict();
export type ReadinessDto = z.infer<typeof readinessDtoSchema>;

/** Public runtime settings the front end reads at start (`GET /api/config`). */
export const publicConfigDtoSchema = z
  .object({
    productName: z.string(),
    support: z.object({ messagingUrl: z.string(), phone: z.string().nullable(), email: z.string(), privacyEmail: z.string() }).strict(),
    social: z.array(z.object({ name: z.string(), url: z.string() }).strict()),
    payments: z.object({ mode: z.enum(PAYMENT_MODES), publishableKey: z.string().nullable() }).strict(),
    auth: z.object({ google: z.boolean() }).strict(),
    /** Share of a prize's retail value a resale credits (RESALE_RATE, 0.7 to 0.9). */
    resaleRate: z.number().min(0).max(1),
  })
  .strict();
export type PublicConfigDto = z.infer<typeof publicConfigDtoSchema>;

/** Display-currency rates: units of each currency per 1 USD. */
export const currencyRatesDtoSchema = z
  .object({
    base: z.literal('USD'),
    rates: z.record(z.string(), z.number().positive()),
    source: z.enum(['live', 'mirror', 'cache', 'fallback']),
    fetchedAt: iso,
  })
  .strict();
export type CurrencyRatesDto = z.infer<typeof currencyRatesDtoSchema>;
