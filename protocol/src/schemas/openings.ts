import { z } from 'zod';
import { objectIdSchema, queryInt } from './common';
import { isSafeLine, TEXT_RULE_MESSAGE } from './text';

/**
 * A client-chosen idempotency key for a request (an opening, a grant): 1-64 characters from
 * letters, digits and `_ - : .` (UUIDs fit). Sending the same key again returns the first result.
 */
export const requestIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_\-:.]+$/, 'may contain only letters, digits and _ - : .');

/**
 * The box's `oddsVersion` the player was shown. When it is not the current one the opening is refused with
 * 409 ODDS_CHANGED and nothing is charged; without it the opening draws from the current published table.
 */
export const oddsVersionSchema = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1');

/** `POST /api/boxes/:id/open` body (optional). The `Idempotency-Key` header may carry the key instead. */
export const openBoxBodySchema = z.object({ requestId: requestIdSchema.optional(), oddsVersion: oddsVersionSchema.optional() }).strict();
export type OpenBoxBody = z.infer<typeof openBoxBodySchema>;

/** Socket request `box:open`: the key is required over the socket, where retries after reconnects are common. */
export const boxOpenPayloadSchema = z
  .object({ boxId: objectIdSchema, requestId: requestIdSchema, oddsVersion: oddsVersionSchema.optional() })
  .strict();
export type BoxOpenPayload = z.infer<typeof boxOpenPayloadSchema>;

/** `GET /api/history` and other cursor-paginated lists: `cursor` is the last id of the previous page. */
export const cursorQuerySchema = z
  .object({
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 100).default(20),
  })
  .strict();
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** ISO 3166-1 alpha-2 country codes (assigned). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const countries = new Set(COUNTRY_CODES);

const line = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine(isSafeLine, TEXT_RULE_MESSAGE);

/** A real shipping address. `country` is an ISO 3166-1 alpha-2 code (upper-cased on input). */
export const shippingAddressSchema = z
  .object({
    name: line(100),
    line1: line(200),
    line2: line(200).optional(),
    city: line(100),
    region: line(100).optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/, 'must be a postal code (3-12 letters, digits, spaces or dashes)'),
    country: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => countries.has(v), 'must be an ISO 3166-1 alpha-2 country code'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number')
      .optional(),
  })
  .strict();
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** `POST /api/unboxings/:id/action`: resell for coins, or ship to an address. */
export const unboxingActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('resell') }).strict(),
  z.object({ action: z.literal('ship'), address: shippingAddressSchema }).strict(),
]);
export type UnboxingActionBody = z.infer<typeof unboxingActionSchema>;

/** `PUT /api/fairness/client-seed`: 1-64 printable ASCII characters (spaces inside are fine). */
export const clientSeedBodySchema = z
  .object({
    clientSeed: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(64, 'must be at most 64 characters')
      .regex(/^[\x20-\x7E]+$/, 'may contain only printable ASCII characters'),
  })
  .strict();
export type ClientSeedBody = z.infer<typeof clientSeedBodySchema>;

export const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Marking a shipment shipped needs its tracking number. */
export const shipmentShippedBodySchema = z
  .object({
    status: z.literal('shipped'),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,62}[A-Za-z0-9]$/, 'must be a tracking number (4-64 letters, digits, spaces or dashes)'),
  })
  .strict();
export const shipmentDeliveredBodySchema = z.object({ status: z.literal('delivered') }).strict();
/** `PATCH /api/admin/shipments/:id`: pending -> shipped (tracking number required) -> delivered. */
export const shipmentUpdateSchema = z.discriminatedUnion('status', [shipmentShippedBodySchema, shipmentDeliveredBodySchema]);
export type ShipmentUpdateBody = z.infer<typeof shipmentUpdateSchema>;

/** `GET /api/admin/shipments` query. */
export const shipmentListQuerySchema = cursorQuerySchema.extend({ status: z.enum(SHIPMENT_STATUSES).optional() }).strict();
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;
