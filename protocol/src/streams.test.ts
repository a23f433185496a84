import { FEEDS } from './schemas/realtime';
import { EVERY_FACT_STREAMED, STREAMS, STREAM_OF_EVENT, type StreamSpec } from './streams';

const specs = Object.entries(STREAMS) as [string, StreamSpec][];

describe('live stream declarations', () => {
  it('puts every server fact in exactly one stream', () => {
    expect(EVERY_FACT_STREAMED).toBe(true);
    const events = specs.flatMap(([, spec]) => spec.events);
    expect(new Set(events).size).toBe(events.length);
    for (const [name, spec] of specs) for (const event of spec.events) expect(STREAM_OF_EVENT[event]).toBe(name);
  });

  it('merges as changes only what a per-fact counter numbers in a feed room, where a missing number is a lost fact', () => {
    for (const [name, spec] of specs.filter(([, s]) => s.merge === 'changes')) {
      expect([name, spec.sequence]).toEqual([name, expect.objectContaining({ kind: 'stream-counter', numbers: 'each-fact' })]);
      expect([name, spec.rooms.map((r) => r.kind)]).toEqual([name, ['feed']]);
    }
  });

  it('numbers whatever it merges, and merges nothing it does not number', () => {
    for (const [name, spec] of specs) expect([name, spec.merge === 'none']).toEqual([name, spec.sequence.kind === 'none']);
  });

  it('sends volatile facts only from streams whose next fact replaces a lost one', () => {
    for (const [name, spec] of specs.filter(([, s]) => s.delivery.recovery === 'volatile'))
      expect([name, spec.merge]).not.toEqual([name, 'changes']);
  });

  it('gives every feed a stream, and each counter to one stream', () => {
    const fed = new Set(specs.flatMap(([, spec]) => spec.rooms.flatMap((r) => (r.kind === 'feed' ? [r.feed] : []))));
    expect([...fed].sort()).toEqual([...FEEDS].sort());
    const counters = specs.flatMap(([, spec]) => (spec.sequence.kind === 'stream-counter' ? [spec.sequence.counter] : []));
    expect(new Set(counters).size).toBe(counters.length);
  });
});
