import { BoxModel, PrizeModel } from './model';

/**
 * Brings boxes and prizes stored before the admin catalog up to date, once per document (idempotent, safe when
 * several nodes start together): a box's old `active` flag becomes its status (active -> published, inactive ->
 * archived) with versions starting at 1; prizes get a version and the archived flag.
 */
export async function migrateCatalog(): Promise<void> {
  await BoxModel.collection.updateMany({ status: { $exists: false } }, [
    {
      $set: {
        status: { $cond: [{ $eq: ['$active', false] }, 'archived', 'published'] },
        version: { $ifNull: ['$version', 1] },
        oddsVersion: { $ifNull: ['$oddsVersion', 1] },
        publishedAt: { $cond: [{ $eq: ['$active', false] }, null, '$createdAt'] },
        archivedAt: null,
      },
    },
    { $unset: 'active' },
  ]);
  await PrizeModel.collection.updateMany({ version: { $exists: false } }, { $set: { version: 1, archived: false } });
}
