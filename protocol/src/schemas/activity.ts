import { z } from 'zod';
import { iso, seq } from './fields';
import { SHIPMENT_STATUSES } from './openings';

// The player's own activity, sent to every socket of the player (room `user:<id>`; reliable), so every tab's
// dashboard follows what another tab, another device or staff did. Both streams are numbered cluster-wide.

/** What happened to one of the player's unboxings: a paid opening, a free-box claim, or a Ship / Resell. */
export const UNBOXING_CHANGES = ['opened', 'claimed', 'shipped', 'resold'] as const;
export type UnboxingChange = (typeof UNBOXING_CHANGES)[number];

/** `unboxing:updated`: one of the player's unboxings was recorded or acted on. */
export const unboxingUpdatedSchema = z.object({ seq, openingId: z.string().min(1), change: z.enum(UNBOXING_CHANGES), at: iso }).strict();
export type UnboxingUpdated = z.infer<typeof unboxingUpdatedSchema>;

/** `shipment:updated`: one of the player's shipments was created or advanced by staff. */
export const shipmentUpdatedSchema = z
  .object({
    seq,
    shipmentId: z.string().min(1),
    openingId: z.string().min(1),
    status: z.enum(SHIPMENT_STATUSES),
    trackingNumber: z.string().nullable(),
    at: iso,
  })
  .strict();
export type ShipmentUpdated = z.infer<typeof shipmentUpdatedSchema>;
