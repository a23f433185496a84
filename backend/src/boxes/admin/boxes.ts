import { Types } from 'mongoose';
import {
  boxEconomics,
  ppmToPercent,
  rtpPercentText,
  rtpStanding,
  type AdminBoxDeleteDto,
  type AuditSnapshot,
  type BoxOddsBody,
  type CreateBoxBody,
  type PublishBoxBody,
  type UpdateBoxBody,
  coinsToUsd,
} from '@nova/protocol';
import { recordAudit, type AuditActor } from '../../audit/service';
import type { AppContext } from '../../context';
import { errors } from '../../core/errors';
import { inTransaction } from '../../core/transaction';
import { BoxModel, PrizeModel, type Box } from '../model';
import { writtenSlug } from '../presenter';
import { oddsTotal, presentAdminBox, type StoredBox, type StoredPrize } from './presenter';
import { assertOddsTotal, boxArchived, rtpConfirmationRequired, versionConflict } from './rules';
import type { DrawHistory } from './drawHistory';
import { writeBox } from './write';

/** The box fields admins write, as audit snapshots show them. */
function boxSnapshot(
  box: Pick<Box, 'name' | 'description' | 'priceCoins' | 'category' | 'isFeatured' | 'imageUrl'>,
  only?: readonly string[],
): AuditSnapshot {
  const all: AuditSnapshot = {
    name: box.name,
    description: box.description,
    price: coinsToUsd(box.priceCoins),
    category: box.category,
    isFeatured: box.isFeatured,
    imageUrl: box.imageUrl,
  };
  return only ? Object.fromEntries(Object.entries(all).filter(([k]) => only.includes(k))) : all;
}

/** A new box: always a draft (players never see it until it is published). Audited as `box.created`. */
export async function createBox(ctx: AppContext, actor: AuditActor, body: CreateBoxBody) {
  const _id = new Types.ObjectId();
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const box: StoredBox = {
      _id,
      slug: writtenSlug(_id),
      name: body.name,
      description: body.description,
      imageUrl: body.imageUrl,
      priceCoins: body.price,
      category: body.category,
      isFeatured: body.isFeatured,
      status: 'draft',
      version: 1,
      oddsVersion: 1,
      publishedAt: null,
      archivedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await BoxModel.collection.insertOne(box, { session: tx.session });
    recordAudit(tx, {
      action: 'box.created',
      actor,
      target: { id: _id, label: box.name },
      before: null,
      after: { ...boxSnapshot(box), status: 'draft' },
      at: now,
    });
    tx.emit('catalog.changed', { boxId: _id.toHexString(), oddsVersion: 1, at: now });
    return presentAdminBox(box, []);
  });
}

/**
 * Changes a box's fields. A new price or category changes the draw (the odds version moves); a new name or
 * description is the admin's own text, so the box stops using a seeded translation. Fields sent with the value they
 * already have change nothing.
 */
export async function updateBox(ctx: AppContext, actor: AuditActor, id: string, body: UpdateBoxBody) {
  const next: Partial<Box> = {};
  if (body.name !== undefined) next.name = body.name;
  if (body.description !== undefined) next.description = body.description;
  if (body.price !== undefined) next.priceCoins = body.price;
  if (body.category !== undefined) next.category = body.category;
  if (body.isFeatured !== undefined) next.isFeatured = body.isFeatured;
  if (body.imageUrl !== undefined) next.imageUrl = body.imageUrl;
  const written = await writeBox(ctx, actor, new Types.ObjectId(id), body.version, async ({ box, prizes }) => {
    const changed = (Object.keys(next) as (keyof Box)[]).filter((k) => next[k] !== box[k]);
    if (changed.length === 0) return null;
    const set: Partial<Box> = Object.fromEntries(changed.map((k) => [k, next[k]]));
    if (set.name !== undefined || set.description !== undefined) set.slug = writtenSlug(box._id);
    const fields = changed.map((k) => (k === 'priceCoins' ? 'price' : k));
    return {
      set,
      odds: set.priceCoins !== undefined || set.category !== undefined,
      prizes,
      audit: {
        action: 'box.updated',
        target: { id: box._id, label: box.name },
        before: boxSnapshot(box, fields),
        after: boxSnapshot({ ...box, ...set }, fields),
      },
      change: 'updated',
    };
  });
  return presentAdminBox(written.box, written.prizes);
}

/**
 * Publishes a draft: its prizes must total exactly 100%. A box whose expected return to player is above 100% or under
 * CATALOG_MIN_RTP_PERCENT is published only with `confirmRtp` (else 409 RTP_CONFIRMATION_REQUIRED with the figure);
 * the audit entry keeps the return and, when it was outside the bounds, that the admin confirmed it. Publishing a
 * published box changes nothing.
 */
export async function publishBox(ctx: AppContext, actor: AuditActor, id: string, { version, confirmRtp }: PublishBoxBody) {
  const written = await writeBox(ctx, actor, new Types.ObjectId(id), version, async ({ box, prizes, now }) => {
    if (box.status === 'published') return null;
    assertOddsTotal(oddsTotal(prizes), prizes.length);
    const minPercent = ctx.config.CATALOG_MIN_RTP_PERCENT;
    const side = rtpStanding(box.priceCoins, prizes, minPercent);
    const returnToPlayer = rtpPercentText(boxEconomics(box.priceCoins, prizes).rtp);
    if (side !== 'inside' && !confirmRtp) throw rtpConfirmationRequired(side, returnToPlayer, minPercent);
    return {
      set: { status: 'published', publishedAt: now },
      odds: false,
      prizes,
      audit: {
        action: 'box.published',
        target: { id: box._id, label: box.name },
        before: { status: box.status },
        after: { status: 'published', returnToPlayer, ...(side !== 'inside' ? { returnToPlayerConfirmed: true } : {}) },
      },
      change: 'published',
    };
  });
  return presentAdminBox(written.box, written.prizes);
}

/** Takes a published box out of the shop and back to draft (to rework its odds freely). A draft stays as it is. */
export async function unpublishBox(ctx: AppContext, actor: AuditActor, id: string, version: number) {
  const written = await writeBox(ctx, actor, new Types.ObjectId(id), version, async ({ box, prizes }) => {
    if (box.status !== 'published') return null;
    return {
      set: { status: 'draft' },
      odds: false,
      prizes,
      audit: {
        action: 'box.unpublished',
        target: { id: box._id, label: box.name },
        before: { status: 'published' },
        after: { status: 'draft' },
      },
      change: 'unpublished',
    };
  });
  return presentAdminBox(written.box, written.prizes);
}

/**
 * The whole odds table at once: `rows` name every live prize of the box exactly once, in the new draw order, with
 * its probability. Reordering or any new probability changes the draw; a published box must stay at 100%.
 */
export async function setBoxOdds(ctx: AppContext, actor: AuditActor, id: string, body: BoxOddsBody) {
  const written = await writeBox(ctx, actor, new Types.ObjectId(id), body.version, async ({ box, prizes, session, now }) => {
    const byId = new Map(prizes.map((p) => [p._id.toHexString(), p]));
    if (body.prizes.length !== prizes.length || body.prizes.some((r) => !byId.has(r.id.toLowerCase()))) {
      throw errors.validation({ prizes: "The odds table must list each of the box's prizes exactly once" });
    }
    const rows = body.prizes.map((row, sortOrder) => ({ prize: byId.get(row.id.toLowerCase())!, oddsPpm: row.probability, sortOrder }));
    const drawChanged = rows.some((r, i) => r.prize !== prizes[i] || r.prize.oddsPpm !== r.oddsPpm);
    if (!drawChanged) return null;
    const moved = rows.filter((r) => r.prize.oddsPpm !== r.oddsPpm || r.prize.sortOrder !== r.sortOrder);
    await PrizeModel.bulkWrite(
      moved.map((r) => ({
        updateOne: {
          filter: { _id: r.prize._id },
          update: { $set: { oddsPpm: r.oddsPpm, sortOrder: r.sortOrder, updatedAt: now }, $inc: { version: 1 } },
        },
      })),
      { session, timestamps: false },
    );
    const next: StoredPrize[] = rows.map((r) =>
      moved.includes(r)
        ? { ...r.prize, oddsPpm: r.oddsPpm, sortOrder: r.sortOrder, version: r.prize.version + 1, updatedAt: now }
        : r.prize,
    );
    const table = (list: StoredPrize[]) => list.map((p) => `${p.name}: ${ppmToPercent(p.oddsPpm)}%`);
    return {
      odds: true,
      prizes: next,
      audit: {
        action: 'box.odds-changed',
        target: { id: box._id, label: box.name },
        before: { table: table(prizes) },
        after: { table: table(next) },
      },
      change: 'updated',
    };
  });
  return presentAdminBox(written.box, written.prizes);
}

/** Whether any opening drew from this box (only a box that was ever published can have any). */
async function hasOpenings(draws: DrawHistory, box: StoredBox): Promise<boolean> {
  if (!box.publishedAt) return false;
  return draws.boxDrawnFrom(box._id);
}

/**
 * Deletes a box. One that has openings is archived instead: gone from the shop, refused by the opening, kept for the
 * history, proofs, unboxing actions and winners of its openings (which carry their own snapshot). One without
 * openings is removed with its prizes.
 */
export async function deleteBox(
  ctx: AppContext,
  draws: DrawHistory,
  actor: AuditActor,
  id: string,
  version: number,
): Promise<AdminBoxDeleteDto> {
  const _id = new Types.ObjectId(id);
  const current = await BoxModel.findById(_id).lean<StoredBox>();
  if (!current) throw errors.notFound('Box');
  if (current.status === 'archived') throw boxArchived();
  if (current.version !== version) throw versionConflict('box', current.version);
  if (await hasOpenings(draws, current)) {
    const written = await writeBox(ctx, actor, _id, version, async ({ box, prizes, now }) => ({
      set: { status: 'archived', archivedAt: now, isFeatured: false },
      odds: false,
      prizes,
      audit: {
        action: 'box.archived',
        target: { id: box._id, label: box.name },
        before: { status: box.status },
        after: { status: 'archived' },
      },
      change: 'archived',
    }));
    return { outcome: 'archived', box: presentAdminBox(written.box, written.prizes) };
  }
  await inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const removed = await BoxModel.findOneAndDelete({ _id, version, status: { $ne: 'archived' } }, { session: tx.session }).lean<StoredBox>();
    if (!removed) throw versionConflict('box', version + 1);
    const prizes = await PrizeModel.countDocuments({ boxId: _id }).session(tx.session);
    await PrizeModel.deleteMany({ boxId: _id }, { session: tx.session });
    recordAudit(tx, {
      action: 'box.deleted',
      actor,
      target: { id: _id, label: removed.name },
      before: { ...boxSnapshot(removed), status: removed.status, prizes },
      after: null,
      at: now,
    });
    tx.emit('catalog.changed', {
      boxId: id,
      ...(removed.status === 'published' ? { change: 'deleted' as const } : {}),
      oddsVersion: removed.oddsVersion,
      at: now,
    });
  });
  return { outcome: 'deleted', box: null };
}
