/**
 * `$type` follows the wire: the type name the emulator gives a stored value is the type bson writes it
 * as, so a query's `$type` and what the driver decodes cannot disagree.
 */
import { Binary, BSONRegExp, Code, Decimal128, deserialize, Double, Int32, Long, MaxKey, MinKey, ObjectId, serialize, Timestamp } from 'bson';
import { serverError, useEmulatorClient } from './helpers';
import { bsonTypeName } from '../src/bsonTypes';

const WIRE_NAMES: Record<number, string> = {
  0x01: 'double',
  0x02: 'string',
  0x03: 'object',
  0x04: 'array',
  0x05: 'binData',
  0x07: 'objectId',
  0x08: 'bool',
  0x09: 'date',
  0x0a: 'null',
  0x0b: 'regex',
  0x0d: 'javascript',
  0x10: 'int',
  0x11: 'timestamp',
  0x12: 'long',
  0x13: 'decimal',
  0xff: 'minKey',
  0x7f: 'maxKey',
};

/** The BSON element type byte bson writes for `{v: value}`. */
function wireType(value: unknown): string {
  const bytes = serialize({ v: value });
  return WIRE_NAMES[bytes[4] as number] ?? `0x${(bytes[4] as number).toString(16)}`;
}

test('every kind of stored value is named as bson serializes it', () => {
  const values: unknown[] = [
    0, -0, 5, -7, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 5.5, 3e9, 2 ** 53 + 2, NaN, Infinity,
    Long.fromString('9007199254740993'), 10n, Decimal128.fromString('1.5'), 'x', true, null, new Date(), /a/i,
    new BSONRegExp('a', 'i'), [], {}, new ObjectId(), new Binary(Buffer.from('a')), Buffer.from('b'),
    new Timestamp({ t: 1, i: 1 }), new MinKey(), new MaxKey(), new Code('x'), new Int32(5), new Double(5),
  ];
  for (const v of values) expect([String(v), bsonTypeName(v)]).toEqual([String(v), wireType(v)]);
  const decoded = deserialize(serialize({ v: 5, w: 5.5 }), { promoteValues: false });
  expect([decoded.v._bsontype, decoded.w._bsontype]).toEqual(['Int32', 'Double']);
});

describe('through the driver', () => {
  const t = useEmulatorClient('bsontypes');

  test('unknown aliases and codes are refused (2); $isNumber and $type agree with the stored types', async () => {
    const c = t.db.collection<{ _id: number; v: unknown }>('types');
    await c.insertMany([
      { _id: 1, v: 1 },
      { _id: 2, v: -0 },
      { _id: 3, v: 'x' },
    ]);
    expect((await serverError(c.find({ v: { $type: 'integer' } }).toArray())).code).toBe(2);
    expect((await serverError(c.find({ v: { $type: 99 } }).toArray())).code).toBe(2);
    const rows = await c.aggregate([{ $project: { t: { $type: '$v' }, n: { $isNumber: '$v' }, m: { $type: '$nothing' } } }, { $sort: { _id: 1 } }]).toArray();
    expect(rows).toEqual([
      { _id: 1, t: 'int', n: true, m: 'missing' },
      { _id: 2, t: 'double', n: true, m: 'missing' },
      { _id: 3, t: 'string', n: false, m: 'missing' },
    ]);
  });

  test('arithmetic on an Int64 beyond 2^53 is refused loudly (2), never applied as a double', async () => {
    const c = t.db.collection<{ _id: number; big: Long }>('longs');
    const big = Long.fromString('9007199254740993');
    await c.insertOne({ _id: 1, big });
    expect((await serverError(c.updateOne({ _id: 1 }, { $inc: { big: 1 } }))).code).toBe(2);
    expect((await serverError(c.updateOne({ _id: 1 }, { $inc: { other: big } } as never))).code).toBe(2);
    expect((await c.findOne({ _id: 1 }, { promoteLongs: false }))?.big).toEqual(big);
  });
});
