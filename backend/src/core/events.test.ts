import { DomainEventBus, type DomainEventName, type DomainEvents } from './events';
import { createLogger } from './logger';

/** A name that is not `noun.pastTense` (one dot, no colon), or never when it is. */
type BadName<K> = K extends `${infer Noun}.${infer Verb}`
  ? Noun extends `${string}${'.' | ':'}${string}` | ''
    ? K
    : Verb extends `${string}${'.' | ':'}${string}` | ''
      ? K
      : never
  : K;

describe('the domain event map', () => {
  it('names every event noun.pastTense (checked by the compiler)', () => {
    const offenders: [BadName<DomainEventName>] extends [never] ? true : false = true;
    expect(offenders).toBe(true);
  });

  it('types emit and on: a misspelt name or a wrong payload does not compile', () => {
    const bus = new DomainEventBus(createLogger('silent'));
    const seen: DomainEvents['user.deleted'][] = [];
    bus.on('user.deleted', (e) => {
      seen.push(e);
    });
    const at = new Date(0);
    bus.emit('user.deleted', { userId: 'u1', at });
    // @ts-expect-error: the old colon style is not an event any more
    bus.emit('users:deleted', { userId: 'u1', at });
    // @ts-expect-error: a payload missing a field
    bus.emit('user.deleted', { userId: 'u1' });
    // @ts-expect-error: a payload field of the wrong type
    bus.emit('user.deleted', { userId: 1, at });
    // @ts-expect-error: a handler reading a field the payload lacks
    bus.on('user.deleted', (e) => e.username);
    expect(seen).toEqual([{ userId: 'u1', at }, { userId: 'u1' }, { userId: 1, at }]);
  });
});
