import { Types } from 'mongoose';
import type { AdminBoxDto, AdminBoxListQuery, AdminBoxSummaryDto, AdminPrizeDto } from '@nova/protocol';
import { errors } from '../../core/errors';
import { BoxModel, PrizeModel } from '../model';
import { LIVE_PRIZES } from '../service';
import { presentAdminBox, presentAdminBoxSummary, presentAdminPrize, type StoredBox, type StoredPrize } from './presenter';
import { livePrizes } from './write';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every box admins may see (drafts, published, archived), newest first, filtered by status, category and name. */
export async function listAdminBoxes(query: AdminBoxListQuery): Promise<AdminBoxSummaryDto[]> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  if (query.category) filter.category = query.category;
  if (query.q) filter.name = { $regex: escapeRegExp(query.q), $options: 'i' };
  const boxes = await BoxModel.find(filter).sort({ createdAt: -1, _id: -1 }).lean<StoredBox[]>();
  const prizes = await PrizeModel.find({ boxId: { $in: boxes.map((b) => b._id) }, ...LIVE_PRIZES }, { boxId: 1, oddsPpm: 1 }).lean<
    Pick<StoredPrize, 'boxId' | 'oddsPpm'>[]
  >();
  const byBox = new Map<string, Pick<StoredPrize, 'oddsPpm'>[]>();
  for (const p of prizes) {
    const key = p.boxId.toHexString();
    byBox.set(key, [...(byBox.get(key) ?? []), p]);
  }
  return boxes.map((box) => presentAdminBoxSummary(box, (byBox.get(box._id.toHexString()) ?? []) as StoredPrize[]));
}

/** One box with its live prizes in draw order, whatever its status, or 404. */
export async function adminBox(id: string): Promise<AdminBoxDto> {
  const box = await BoxModel.findById(id).lean<StoredBox>();
  if (!box) throw errors.notFound('Box');
  return presentAdminBox(box, await livePrizes(box._id, null));
}

/** `GET /api/admin/prizes/box/:boxId`: the box's live prizes in draw order, or 404 for an unknown box. */
export async function prizesOfBox(boxId: string): Promise<AdminPrizeDto[]> {
  const _id = new Types.ObjectId(boxId);
  if (!(await BoxModel.exists({ _id }))) throw errors.notFound('Box');
  return (await livePrizes(_id, null)).map(presentAdminPrize);
}
