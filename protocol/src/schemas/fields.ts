import { z } from 'zod';

// Building blocks of the realtime and staff payloads (not exported from the package).

/** A fact's place in its stream (see `realtime.ts` for how each stream numbers its facts). */
export const seq = z.number().int().nonnegative();
export const iso = z.iso.datetime({ offset: true });
/** USD as a decimal string with two decimals, e.g. '129.99'. */
export const usd = z.string().regex(/^\d+\.\d{2}$/, 'must be a USD amount with two decimals');
