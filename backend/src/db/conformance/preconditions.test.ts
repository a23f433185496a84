/**
 * Conformance: the opening checks the box's odds version as a no-op update (`$set` of the `_id` it has: matched,
 * nothing modified) in the same command as its inserts. That must not write: it never conflicts with another
 * transaction writing the document, and it reports whether the document matched.
 */
import mongoose, { Schema } from 'mongoose';
import { useTestDatabase } from '../../../test/database';

useTestDatabase();

const Box = mongoose.model('PreconditionBox', new Schema({ status: String, oddsVersion: Number }));

test('a no-op update matches without modifying, and does not conflict with a transaction writing the document', async () => {
  const [box] = await Box.create([{ status: 'published', oddsVersion: 3 }]);
  const reader = await mongoose.startSession();
  const writer = await mongoose.startSession();
  try {
    reader.startTransaction();
    writer.startTransaction();
    const noop = await Box.collection.updateOne(
      { _id: box!._id, status: 'published', oddsVersion: 3 },
      { $set: { _id: box!._id } },
      { session: reader },
    );
    expect([noop.matchedCount, noop.modifiedCount]).toEqual([1, 0]);
    // The writer changes the document while the reader's transaction is open: no WriteConflict for either.
    await Box.collection.updateOne({ _id: box!._id }, { $inc: { oddsVersion: 1 } }, { session: writer });
    await writer.commitTransaction();
    await reader.commitTransaction();
  } finally {
    await reader.endSession();
    await writer.endSession();
  }
  expect((await Box.findById(box!._id).lean())?.oddsVersion).toBe(4);
  const stale = await Box.collection.updateOne({ _id: box!._id, oddsVersion: 3 }, { $set: { _id: box!._id } });
  expect(stale.matchedCount).toBe(0);
});
