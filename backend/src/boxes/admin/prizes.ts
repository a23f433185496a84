import { Types } from 'mongoose';
import {
  ppmToPercent,
  prizeRules,
  type AdminPrizeDeleteDto,
  type AdminPrizeWriteDto,
  type AuditSnapshot,
  type CreatePrizeBody,
  type UpdatePrizeBody,
  centsToUsd,
} from '@nova/protocol';
import type { AuditActor } from '../../audit/service';
import type { AppContext } from '../../context';
import { errors } from '../../core/errors';
import { PrizeModel, type Prize } from '../model';
import type { DrawHistory } from './drawHistory';
import { presentAdminBox, presentAdminPrize, type StoredBox, type StoredPrize } from './presenter';
import { versionConflict } from './rules';
import { writeBox, type BoxWritten } from './write';

/** The prize fields admins write, as audit snapshots show them (only `fields` when given). */
function prizeSnapshot(
  p: Pick<Prize, 'name' | 'description' | 'valueCents' | 'currency' | 'valueInUSDCents' | 'oddsPpm' | 'rarity' | 'imageUrl' | 'iconClass'>,
  fields?: readonly string[],
): AuditSnapshot {
  const all: AuditSnapshot = {
    name: p.name,
    description: p.description,
    value: centsToUsd(p.valueCents),
    currency: p.currency,
    valueInUSD: centsToUsd(p.valueInUSDCents),
    probability: ppmToPercent(p.oddsPpm),
    rarity: p.rarity,
    imageUrl: p.imageUrl,
    iconClass: p.iconClass,
  };
  return fields ? Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k))) : all;
}

const label = (box: StoredBox, prize: Pick<Prize, 'name'>) => `${box.name}: ${prize.name}`;

function answer(written: BoxWritten<StoredPrize | null>): AdminPrizeWriteDto {
  const prize = written.result ? (written.prizes.find((p) => p._id.equals(written.result!._id)) ?? written.result) : null;
  const position = prize ? written.prizes.findIndex((p) => p._id.equals(prize._id)) : -1;
  return { prize: prize ? presentAdminPrize(prize, Math.max(position, 0)) : null, box: presentAdminBox(written.box, written.prizes) };
}

/** Adds a prize at the end of the box's odds table. Audited as `prize.created`; the draw changes. */
export async function createPrize(ctx: AppContext, actor: AuditActor, body: CreatePrizeBody): Promise<AdminPrizeWriteDto> {
  const written = await writeBox<StoredPrize>(
    ctx,
    actor,
    new Types.ObjectId(body.boxId),
    undefined,
    async ({ box, prizes, session, now }) => {
      if (prizes.length >= 100) throw errors.validation({ boxId: 'A box holds at most 100 prizes' });
      const prize: StoredPrize = {
        _id: new Types.ObjectId(),
        boxId: box._id,
        name: body.name,
        description: body.description,
        valueCents: body.value,
        currency: body.currency,
        valueInUSDCents: body.currency === 'USD' ? body.value : body.valueInUSD!,
        oddsPpm: body.probability,
        rarity: body.rarity,
        imageUrl: body.imageUrl,
        iconClass: body.iconClass,
        sortOrder: (prizes.at(-1)?.sortOrder ?? -1) + 1,
        version: 1,
        archived: false,
        createdAt: now,
        updatedAt: now,
      };
      await PrizeModel.collection.insertOne(prize, { session });
      return {
        odds: true,
        prizes: [...prizes, prize],
        audit: { action: 'prize.created', target: { id: prize._id, label: label(box, prize) }, before: null, after: prizeSnapshot(prize) },
        change: 'updated',
        result: prize,
      };
    },
  );
  return answer(written);
}

/** The prize with this id and its box id (any state), or 404 'Prize not found'. */
async function findPrize(id: string): Promise<StoredPrize> {
  const prize = await PrizeModel.findById(id).lean<StoredPrize>();
  if (!prize || prize.archived) throw errors.notFound('Prize');
  return prize;
}

/** The prize inside the write (it may have gone since it was looked up), at the version the admin edited. */
function prizeIn(prizes: StoredPrize[], id: string, version: number): StoredPrize {
  const prize = prizes.find((p) => p._id.toHexString() === id.toLowerCase());
  if (!prize) throw errors.notFound('Prize');
  if (prize.version !== version) throw versionConflict('prize', prize.version);
  return prize;
}

/**
 * Changes a prize's fields (at the version the admin edited). The result must still follow the prize rules (a
 * 'Nothing' is worth 0, anything else more; a USD value matches). Any change of a prize changes the draw.
 */
export async function updatePrize(ctx: AppContext, actor: AuditActor, id: string, body: UpdatePrizeBody): Promise<AdminPrizeWriteDto> {
  const found = await findPrize(id);
  const written = await writeBox<StoredPrize>(ctx, actor, found.boxId, undefined, async ({ box, prizes, session, now }) => {
    const prize = prizeIn(prizes, id, body.version);
    const next: StoredPrize = {
      ...prize,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.value !== undefined ? { valueCents: body.value } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      ...(body.probability !== undefined ? { oddsPpm: body.probability } : {}),
      ...(body.rarity !== undefined ? { rarity: body.rarity } : {}),
      ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl } : {}),
      ...(body.iconClass !== undefined ? { iconClass: body.iconClass } : {}),
    };
    // A prize in another currency keeps its USD value only while its value and currency stay as they were.
    const keptUsd = body.value === undefined && body.currency === undefined ? prize.valueInUSDCents : undefined;
    const valueInUSDCents = next.currency === 'USD' ? body.valueInUSD : (body.valueInUSD ?? keptUsd);
    const problems = prizeRules({ name: next.name, valueCents: next.valueCents, currency: next.currency, valueInUSDCents });
    if (Object.keys(problems).length > 0) throw errors.validation(problems);
    next.valueInUSDCents = next.currency === 'USD' ? next.valueCents : valueInUSDCents!;
    const fields = Object.keys(prizeSnapshot(next)).filter((k) => prizeSnapshot(next, [k])[k] !== prizeSnapshot(prize, [k])[k]);
    if (fields.length === 0) return null;
    const stored = { ...next, version: prize.version + 1, updatedAt: now };
    const { _id, boxId: _boxId, createdAt: _createdAt, ...set } = stored;
    const done = await PrizeModel.collection.updateOne({ _id, version: prize.version }, { $set: set }, { session });
    if (done.matchedCount === 0) throw versionConflict('prize', prize.version + 1);
    return {
      odds: true,
      prizes: prizes.map((p) => (p === prize ? stored : p)),
      audit: {
        action: 'prize.updated',
        target: { id: prize._id, label: label(box, prize) },
        before: prizeSnapshot(prize, fields),
        after: prizeSnapshot(stored, fields),
      },
      change: 'updated',
      result: stored,
    };
  });
  return answer(written);
}

/**
 * Deletes a prize (at the version the admin saw). One that was in a table an opening drew from is archived instead:
 * out of the box's table, kept for history. Removing a prize with odds from a published box would leave it below
 * 100%, so that is refused (ODDS_TOTAL_INVALID): move its odds first, or unpublish.
 */
export async function deletePrize(
  ctx: AppContext,
  draws: DrawHistory,
  actor: AuditActor,
  id: string,
  version: number,
): Promise<AdminPrizeDeleteDto> {
  const found = await findPrize(id);
  const drawnFrom = await draws.prizeDrawnFrom(found.boxId, found._id);
  const written = await writeBox<StoredPrize>(ctx, actor, found.boxId, undefined, async ({ box, prizes, session }) => {
    const prize = prizeIn(prizes, id, version);
    const done = drawnFrom
      ? await PrizeModel.collection.updateOne({ _id: prize._id, version }, { $set: { archived: true }, $inc: { version: 1 } }, { session })
      : await PrizeModel.collection.deleteOne({ _id: prize._id, version }, { session });
    if (('matchedCount' in done ? done.matchedCount : done.deletedCount) === 0) throw versionConflict('prize', version + 1);
    return {
      odds: true,
      prizes: prizes.filter((p) => p !== prize),
      audit: {
        action: drawnFrom ? 'prize.archived' : 'prize.deleted',
        target: { id: prize._id, label: label(box, prize) },
        before: prizeSnapshot(prize),
        after: drawnFrom ? { archived: true } : null,
      },
      change: 'updated',
    };
  });
  return { outcome: drawnFrom ? 'archived' : 'deleted', ...answer({ ...written, result: null }) };
}
