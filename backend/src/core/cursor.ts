import { Types } from 'mongoose';

/**
 * Cursors of lists read newest first by a time field, ties broken by `_id` (descending): `<time ms>.<id hex>`.
 * The protocol's query schemas check the shape before these run.
 */
export function encodeTimeCursor(at: Date | string, id: Types.ObjectId | string): string {
  return `${typeof at === 'string' ? Date.parse(at) : at.getTime()}.${String(id)}`;
}

/** The filter for items strictly after `cursor` in (`field` desc, `_id` desc) order; no filter without a cursor. */
export function afterTimeCursor(cursor: string | undefined, field = 'createdAt'): Record<string, unknown> {
  if (!cursor) return {};
  const [ms, id] = cursor.split('.');
  const at = new Date(Number(ms));
  const _id = new Types.ObjectId(id);
  return { $or: [{ [field]: { $lt: at } }, { [field]: at, _id: { $lt: _id } }] };
}
