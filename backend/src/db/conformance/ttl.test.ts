/**
 * Conformance: TTL indexes remove expired documents (sessions, link tokens). The emulator sweeps
 * every 250 ms under test; a real mongod's TTL monitor runs once a minute, so the wait scales with
 * the engine.
 */
import mongoose, { Schema } from 'mongoose';
import { testDbEngine, useTestDatabase } from '../../../test/database';

useTestDatabase();

const realServer = testDbEngine() !== 'emulator';
const deadlineMs = realServer ? 75_000 : 5_000;
jest.setTimeout(deadlineMs + 10_000);

const Token = mongoose.model('Token', new Schema({ value: String, expiresAt: { type: Date, expires: 0 } }));
const Session = mongoose.model('Session', new Schema({ user: String, createdAt: { type: Date, expires: 3600 } }));

beforeAll(async () => {
  await Promise.all([Token.init(), Session.init()]);
});

test('expired documents disappear; live ones and documents without a date stay', async () => {
  const past = new Date(Date.now() - 60_000);
  await Token.create([
    { value: 'expired', expiresAt: past },
    { value: 'live', expiresAt: new Date(Date.now() + 3_600_000) },
    { value: 'no-date' },
  ]);
  await Session.create([
    { user: 'old', createdAt: new Date(Date.now() - 7_200_000) },
    { user: 'new', createdAt: new Date() },
  ]);
  const started = Date.now();
  while ((await Token.countDocuments({ value: 'expired' })) + (await Session.countDocuments({ user: 'old' })) > 0) {
    if (Date.now() - started > deadlineMs) throw new Error(`expired documents still present after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await Token.find().lean()).map((t) => t.value).sort()).toEqual(['live', 'no-date']);
  expect((await Session.find().lean()).map((s) => s.user)).toEqual(['new']);
});

test('the TTL index is listed with expireAfterSeconds', async () => {
  const indexes = await Token.listIndexes();
  expect(indexes).toEqual(expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]));
});
