import type { AppContext, DomainModule, NovaIo } from '../context';
import type { DomainEventName, EventSource } from '../core/events';
import { StaffFeed } from './feed';
import type { StaffLine } from './lines';
import { RefusalAggregator } from './refusals';

type LineOf = (event: unknown, clock: AppContext['clock']) => StaffLine;

/**
 * Domain events -> the staff operations feed (`staff:event`, room `staff:feed`: support and admins). Generic: each
 * domain declares its lines next to its events (`<domain>/staffLines.ts`, on its module as `staffLines`); this listens
 * to every event some module declared a line for, and sends what each declaration makes to the feed (a line, passing
 * the event's outbox source on, so a line of an outbox event is stored once and the outbox waits for it) or to the
 * refusal counter (a refused request, aggregated per subject and minute, see refusals.ts).
 */
export function staffBroadcaster(ctx: AppContext, io: NovaIo, modules: readonly DomainModule[]): void {
  const feed = new StaffFeed(ctx, io);
  const refusals = new RefusalAggregator(ctx, (line) => feed.push(line));
  const declared = new Map<DomainEventName, LineOf[]>();
  for (const mod of modules) {
    for (const [name, line] of Object.entries(mod.staffLines ?? {}) as [DomainEventName, LineOf][]) {
      declared.set(name, [...(declared.get(name) ?? []), line]);
    }
  }
  for (const [name, lines] of declared) {
    const listener = (event: unknown, source?: EventSource) => {
      for (const lineOf of lines) {
        const line = lineOf(event, ctx.clock);
        if (!line) continue;
        if ('refusal' in line) refusals.add(line.refusal);
        else feed.push(line, source);
      }
    };
    ctx.bus.on(name, listener as never);
  }
}
