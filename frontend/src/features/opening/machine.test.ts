import { TIMINGS } from '@nova/protocol';
import { buildBox, buildOpenResult } from '../../../test/fixtures';
import { initialOpening, openingReducer, type OpeningEvent, type OpeningState } from './machine';
import { timingsFor } from './useOpening';

const result = buildOpenResult(buildBox());
const run = (events: OpeningEvent[], start: OpeningState = initialOpening('r1')) => events.reduce(openingReducer, start);

describe('opening state machine', () => {
  it('requesting -> spinning -> revealing -> result', () => {
    expect(run([{ type: 'opened', result }]).phase).toBe('spinning');
    expect(run([{ type: 'opened', result }, { type: 'spun' }]).phase).toBe('revealing');
    expect(run([{ type: 'opened', result }, { type: 'spun' }, { type: 'revealed' }])).toMatchObject({
      phase: 'result',
      result,
      requestId: 'r1',
    });
  });

  it('ignores events that do not fit the phase (a late timer, a double answer)', () => {
    expect(run([{ type: 'spun' }, { type: 'revealed' }]).phase).toBe('requesting');
    const done = run([{ type: 'opened', result }, { type: 'skip' }]);
    expect(done.phase).toBe('result');
    expect(run([{ type: 'spun' }, { type: 'opened', result: { ...result, openingId: 'other' } }], done)).toBe(done);
  });

  it('a failed send keeps its requestId for Retry and counts the attempt', () => {
    const failed = run([{ type: 'failed' }]);
    expect(failed.phase).toBe('failed');
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ phase: 'requesting', requestId: 'r1', attempt: 2 });
  });

  it('a refusal because the odds changed ends the request: no retry of the same one', () => {
    const stale = run([{ type: 'oddsChanged' }]);
    expect(stale.phase).toBe('oddsChanged');
    expect(run([{ type: 'retry' }, { type: 'opened', result }], stale)).toBe(stale);
  });

  it('reduced motion keeps the phases but shortens them; otherwise the spec timings', () => {
    expect(timingsFor(false)).toEqual({ spinMs: TIMINGS.spinMs, revealMs: TIMINGS.revealMs });
    expect(timingsFor(false)).toEqual({ spinMs: 3000, revealMs: 1000 });
    const reduced = timingsFor(true);
    expect(reduced.spinMs).toBeLessThan(1000);
    expect(reduced.revealMs).toBeLessThan(500);
  });
});
