import type { Types, ClientSession } from 'mongoose';
import type { AuditAction, AuditSnapshot, CatalogChange } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../../audit/service';
import type { AppContext } from '../../context';
import { errors } from '../../core/errors';
import { inTransaction } from '../../core/transaction';
import { BoxModel, PrizeModel, type Box } from '../model';
import { LIVE_PRIZES } from '../service';
import { oddsTotal, type StoredBox, type StoredPrize } from './presenter';
import { assertOddsTotal, boxArchived, versionConflict } from './rules';

/** A box as a write sees it inside its transaction: the box, its live prizes in draw order, the clock. */
export interface BoxState {
  box: StoredBox;
  prizes: StoredPrize[];
  session: ClientSession;
  now: Date;
}

/** What one write changes; null from `work` means "nothing to change" (no version, no audit, no event). */
export interface BoxChange<R = undefined> {
  /** Box fields to set (versions and `updatedAt` are handled here). */
  set?: Partial<Box>;
  /** The draw or the price changed: the odds version moves, and players who saw the old one are refused. */
  odds: boolean;
  /** The live prizes after the change, in draw order (the publish rule is checked on them). */
  prizes: StoredPrize[];
  audit: {
    action: AuditAction;
    target: { id: Types.ObjectId | string; label: string };
    before: AuditSnapshot | null;
    after: AuditSnapshot | null;
  };
  /** What players see happen, when the box is or was published. */
  change: CatalogChange;
  result?: R;
}

export interface BoxWritten<R> {
  box: StoredBox;
  prizes: StoredPrize[];
  result: R | undefined;
}

/** The box's live prizes in draw order, read in `session`. */
export function livePrizes(boxId: Types.ObjectId, session: ClientSession | null): Promise<StoredPrize[]> {
  return PrizeModel.find({ boxId, ...LIVE_PRIZES })
    .sort({ sortOrder: 1, _id: 1 })
    .session(session)
    .lean<StoredPrize[]>();
}

/**
 * One write of a box or its prizes, in one transaction: the box must exist and not be archived, and be at
 * `expectedVersion` when one is given (else 409 VERSION_CONFLICT). `work` changes what it needs and says what
 * changed; then the box's version moves (and its odds version when the draw or the price changed), a published
 * box must still total exactly 100% (else 409 ODDS_TOTAL_INVALID and nothing is kept), the write is audited,
 * and `catalog.changed` follows the commit. Every write moves the box document, so two writes of one box never
 * interleave: the second is retried on the first's result, or refused when it named a version.
 */
export async function writeBox<R>(
  ctx: AppContext,
  actor: AuditActor,
  boxId: Types.ObjectId,
  expectedVersion: number | undefined,
  work: (state: BoxState) => Promise<BoxChange<R> | null>,
): Promise<BoxWritten<R>> {
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const box = await BoxModel.findById(boxId).session(tx.session).lean<StoredBox>();
    if (!box) throw errors.notFound('Box');
    if (box.status === 'archived') throw boxArchived();
    if (expectedVersion !== undefined && expectedVersion !== box.version) throw versionConflict('box', box.version);
    const prizes = await livePrizes(box._id, tx.session);
    const change = await work({ box, prizes, session: tx.session, now });
    if (!change) return { box, prizes, result: undefined };

    const updated = await BoxModel.findOneAndUpdate(
      { _id: box._id, version: box.version },
      { $set: { ...change.set, updatedAt: now }, $inc: { version: 1, ...(change.odds ? { oddsVersion: 1 } : {}) } },
      { session: tx.session, returnDocument: 'after', timestamps: false },
    ).lean<StoredBox>();
    if (!updated) throw versionConflict('box', box.version + 1);
    if (updated.status === 'published') assertOddsTotal(oddsTotal(change.prizes), change.prizes.length);
    recordAudit(tx, { ...change.audit, actor, at: now });
    const visible = box.status === 'published' || updated.status === 'published';
    tx.emit('catalog.changed', {
      boxId: box._id.toHexString(),
      ...(visible ? { change: change.change } : {}),
      oddsVersion: updated.oddsVersion,
      at: now,
    });
    return { box: updated, prizes: change.prizes, result: change.result };
  });
}
