/**
 * Conformance: GridFS as uploads use it (the driver's GridFSBucket: the files and chunks collections, their
 * indexes, chunked writes, sorted chunk reads, ranges, finding by name, deletes), so every node serves an upload.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket } from 'mongodb';
import mongoose from 'mongoose';
import { useTestDatabase } from '../../../test/database';

useTestDatabase();

const bucket = () => new GridFSBucket(mongoose.connection.db!, { bucketName: 'conformance', chunkSizeBytes: 1024 });
const content = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

test('a file written in chunks reads back whole, by id and by name, with its metadata', async () => {
  const upload = bucket().openUploadStream('one.png', { metadata: { contentType: 'image/png' } });
  await pipeline(Readable.from([content]), upload);
  const [file] = await bucket().find({ filename: 'one.png' }).toArray();
  expect(file).toMatchObject({ length: 5000, chunkSize: 1024, filename: 'one.png', metadata: { contentType: 'image/png' } });
  expect(await mongoose.connection.db!.collection('conformance.chunks').countDocuments({ files_id: file!._id })).toBe(5);
  expect((await read(bucket().openDownloadStream(file!._id))).equals(content)).toBe(true);
  expect((await read(bucket().openDownloadStreamByName('one.png'))).equals(content)).toBe(true);
  expect((await read(bucket().openDownloadStream(file!._id, { start: 1000, end: 3100 }))).equals(content.subarray(1000, 3100))).toBe(true);
});

test('the bucket creates its indexes (a unique one on files_id + n), and a delete removes the file and its chunks', async () => {
  const indexes = await mongoose.connection.db!.collection('conformance.chunks').listIndexes().toArray();
  expect(indexes.find((i) => i.name === 'files_id_1_n_1')).toMatchObject({ key: { files_id: 1, n: 1 }, unique: true });
  await pipeline(Readable.from([content]), bucket().openUploadStream('two.png'));
  const [file] = await bucket().find({ filename: 'two.png' }).toArray();
  await bucket().delete(file!._id);
  expect(await bucket().find({ filename: 'two.png' }).toArray()).toEqual([]);
  expect(await mongoose.connection.db!.collection('conformance.chunks').countDocuments({ files_id: file!._id })).toBe(0);
});

test('finding by a name nobody stored is empty, sorted finds return the first stored', async () => {
  expect(await bucket().find({ filename: 'missing.png' }).toArray()).toEqual([]);
  await pipeline(Readable.from([Buffer.from('a')]), bucket().openUploadStream('twice.png', { metadata: { n: 1 } }));
  await pipeline(Readable.from([Buffer.from('b')]), bucket().openUploadStream('twice.png', { metadata: { n: 2 } }));
  const [first] = await bucket().find({ filename: 'twice.png' }).sort({ uploadDate: 1, _id: 1 }).limit(1).toArray();
  expect(first?.metadata).toEqual({ n: 1 });
});
