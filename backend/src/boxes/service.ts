import type { Types } from 'mongoose';
import { errors } from '../core/errors';
import { BoxModel, PrizeModel, type BoxDocument, type PrizeDocument } from './model';

export interface BoxWithPrizes {
  box: BoxDocument;
  prizes: PrizeDocument[];
}

/** Prizes that are part of their box's table (archived ones are kept only for history). */
export const LIVE_PRIZES = { archived: { $ne: true } } as const;

/** Published boxes (optionally only featured ones), newest first, each with its prizes in published order. */
export async function listBoxes(filter: { featured?: boolean } = {}): Promise<BoxWithPrizes[]> {
  const boxes = await BoxModel.find({ status: 'published', ...(filter.featured ? { isFeatured: true } : {}) }).sort({ createdAt: -1 });
  const prizes = await PrizeModel.find({ boxId: { $in: boxes.map((b) => b._id) }, ...LIVE_PRIZES }).sort({ sortOrder: 1 });
  const byBox = new Map<string, PrizeDocument[]>();
  for (const prize of prizes) {
    const key = prize.boxId.toString();
    byBox.set(key, [...(byBox.get(key) ?? []), prize]);
  }
  return boxes.map((box) => ({ box, prizes: byBox.get(box.id as string) ?? [] }));
}

/** One published box with its prizes, or 404. */
export async function getBox(id: string | Types.ObjectId): Promise<BoxWithPrizes> {
  const box = await BoxModel.findOne({ _id: id, status: 'published' });
  if (!box) throw errors.notFound('Box');
  const prizes = await PrizeModel.find({ boxId: box._id, ...LIVE_PRIZES }).sort({ sortOrder: 1 });
  return { box, prizes };
}
