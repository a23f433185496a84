import { z } from 'zod';
import { ROLES } from '../constants';
import { objectIdSchema, queryInt } from './common';

/**
 * The admin audit log: every staff write stores who did what to which object, with the changed fields before
 * and after. The rules and the API are in docs/admin-api.md.
 */

/** Kinds of object an audited write changes. */
export const AUDIT_TARGET_TYPES = ['user', 'winner', 'shipment', 'ticket', 'review', 'purchase', 'leaderboard', 'box', 'prize', 'payout', 'battle'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every audited action and the kind of object it changes, one line each, in the order filters list them.
 * Names are `<object>.<past-tense verb>` and never change meaning once shipped: add a new one instead.
 */
export const AUDIT_ACTIONS = {
  'coins.granted': 'user',
  'coins.clawed-back': 'user',
  'user.role-changed': 'user',
  'user.banned': 'user',
  'user.unbanned': 'user',
  'winner.added': 'winner',
  'winner.hidden': 'winner',
  'winner.unhidden': 'winner',
  'shipment.advanced': 'shipment',
  'ticket.closed': 'ticket',
  'ticket.reopened': 'ticket',
  'review.added': 'review',
  'review.hidden': 'review',
  'review.unhidden': 'review',
  'purchase.refund-approved': 'purchase',
  'purchase.refund-rejected': 'purchase',
  'purchase.flag-resolved': 'purchase',
  'payout.approved': 'payout',
  'payout.rejected': 'payout',
  'leaderboard.updated': 'leaderboard',
  'box.created': 'box',
  'box.updated': 'box',
  'box.odds-changed': 'box',
  'box.published': 'box',
  'box.unpublished': 'box',
  'box.archived': 'box',
  'box.deleted': 'box',
  'prize.created': 'prize',
  'prize.updated': 'prize',
  'prize.archived': 'prize',
  'prize.deleted': 'prize',
  'battle.cancelled': 'battle',
} as const satisfies Record<string, AuditTargetType>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
/** The kind of object `A` changes (the entry's `target.type`). */
export type AuditTargetOf<A extends AuditAction> = (typeof AUDIT_ACTIONS)[A];

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** Changed fields only, as plain JSON (never password hashes, seeds or tokens). */
export const auditSnapshotSchema = z.record(z.string(), z.json());
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditActorSchema = z.object({ id: z.string(), username: z.string(), role: z.enum(ROLES) }).strict();
export const auditTargetSchema = z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: z.string() }).strict();
export type AuditActorDto = z.infer<typeof auditActorSchema>;
export type AuditTargetDto = z.infer<typeof auditTargetSchema>;

/** One audit entry as admins read it (`GET /api/admin/audit`). */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(AUDIT_ACTION_NAMES),
    actor: auditActorSchema,
    target: auditTargetSchema,
    /** The changed fields before the write; null when the write created the object. */
    before: auditSnapshotSchema.nullable(),
    after: auditSnapshotSchema.nullable(),
    reason: z.string().nullable(),
    at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit`: newest first; pass `nextCursor` back as `cursor` (null at the end). */
export const auditPageDtoSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }).strict();
export type AuditPageDto = z.infer<typeof auditPageDtoSchema>;

/** A page cursor: the last entry's time (ms) and id, so entries at the same instant page stably. */
export const AUDIT_CURSOR = /^\d{1,15}\.[0-9a-f]{24}$/;

/** `GET /api/admin/audit?cursor=&limit=&action=&actorId=&targetType=&targetId=`. */
export const auditQuerySchema = z
  .object({
    cursor: z.string().regex(AUDIT_CURSOR, 'must be a cursor from a previous page').optional(),
    limit: queryInt(1, 100).default(25),
    action: z.enum(AUDIT_ACTION_NAMES, { error: 'must be a known action' }).optional(),
    actorId: objectIdSchema.optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'must be a known target type' }).optional(),
    targetId: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be an id (1-64 letters, digits, dots, colons, dashes or underscores)')
      .optional(),
  })
  .strict()
  .refine((q) => q.targetId === undefined || q.targetType !== undefined, {
    message: 'needs targetType',
    path: ['targetId'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
