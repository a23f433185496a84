import { Types } from 'mongoose';
import type { CursorQuery, HistoryEntryDto, OpeningProofDto, PageDto } from '@nova/protocol';
import { errors } from '../core/errors';
import { revealedSeed } from '../fairness/service';
import { shipmentStatuses } from '../shipments/service';
import { OpeningModel, type Opening } from './model';
import { presentHistoryEntry, presentProof } from './presenter';

/** A player's openings, newest first, `limit` per page; `cursor` is the last id of the previous page. */
export async function history(userId: Types.ObjectId, query: CursorQuery): Promise<PageDto<HistoryEntryDto>> {
  const filter: Record<string, unknown> = { userId };
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await OpeningModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Opening[]>();
  const page = rows.slice(0, query.limit);
  const statuses = await shipmentStatuses(page.flatMap((o) => (o.shipmentId ? [o.shipmentId] : [])));
  return {
    entries: page.map((o) => presentHistoryEntry(o, o.shipmentId ? (statuses.get(o.shipmentId.toHexString()) ?? null) : null)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?._id.toHexString() ?? null) : null,
  };
}

/** The public proof of an opening; the server seed only once the player has rotated it out. */
export async function proof(openingId: string): Promise<OpeningProofDto> {
  const opening = await OpeningModel.findById(openingId).lean<Opening>();
  if (!opening) throw errors.notFound('Opening');
  const revealed = await revealedSeed(opening.serverSeedHash);
  return presentProof(opening, revealed?.serverSeed ?? null);
}
