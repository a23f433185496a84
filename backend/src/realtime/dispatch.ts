import { STREAMS, type StreamName } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import type { DomainEventName, DomainEvents, EventSource } from '../core/events';
import { coalesce } from './coalesce';
import { FEED_ROOMS } from './feeds';
import { outlet, type Outlet } from './outlet';
import type { EventStream, LiveStream, Outgoing, Presented, StateStream } from './stream';

/**
 * The one dispatcher: turns live stream declarations (`stream.ts`) into bus listeners and sends what they present
 * through each stream's outlet. A stream of facts sends each domain event's facts as it comes; a stream of states
 * reads its state at most once per interval after the events that may move it. Streams fed by their own producer
 * (`fedBy`) need nothing here.
 */
export function dispatchStreams(ctx: AppContext, io: NovaIo, streams: readonly LiveStream[]): void {
  for (const declared of streams) {
    if ('on' in declared) listen(ctx, io, declared as EventStream<StreamName>);
    else if ('read' in declared) compute(ctx, io, declared as StateStream<StreamName>);
  }
}

type Listener = (event: DomainEvents[DomainEventName], source?: EventSource) => void | Promise<void>;

/** Calls `listener` for each named domain event: the dispatcher's one way onto the bus. */
function onEach(ctx: AppContext, names: readonly string[], listener: (name: DomainEventName) => Listener): void {
  for (const name of names as DomainEventName[]) ctx.bus.on(name, listener(name) as never);
}

function listen<N extends StreamName>(ctx: AppContext, io: NovaIo, declared: EventStream<N>): void {
  const out = outlet(ctx, io, declared.stream);
  const presenters = declared.on as Record<string, (event: unknown, ctx: AppContext) => Presented<N>>;
  onEach(ctx, Object.keys(presenters), (name) => (event) => sendAll(out, presenters[name]!(event, ctx)));
}

/** Sends what a presenter returned, in order (each fact's number is drawn as `send` is called). */
function sendAll<N extends StreamName>(out: Outlet<N>, presented: Presented<N>): Promise<void> | undefined {
  if (!presented) return undefined;
  if (!Array.isArray(presented)) return out.send(presented as Outgoing<N>);
  return Promise.all((presented as readonly Outgoing<N>[]).map((fact) => out.send(fact))).then(() => undefined);
}

function compute<N extends StreamName>(ctx: AppContext, io: NovaIo, declared: StateStream<N>): void {
  const out = outlet(ctx, io, declared.stream, declared.settleMs);
  const feed = STREAMS[declared.stream].rooms.find((r) => r.kind === 'feed');
  const room = feed && 'feed' in feed ? FEED_ROOMS[feed.feed] : null;
  // Alone (no Redis, no primary sharing rooms with other workers) this node's sockets are every watcher there is: with
  // none in the room, nothing is read.
  const watched = () => !room || Boolean(ctx.redis ?? ctx.primary) || (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
  let lastKey: string | null = null;
  const schedule = coalesce(
    declared.everyMs,
    async () => {
      if (!watched()) {
        lastKey = null;
        return;
      }
      const fact = await declared.read(ctx);
      if (!fact) return;
      if (declared.key) {
        const key = declared.key(fact);
        if (key === lastKey) return;
        lastKey = key;
      }
      await out.send(fact);
    },
    (err) => ctx.logger.error({ err, stream: declared.stream }, 'live stream update failed'),
    declared.wait ?? 'rest',
  );
  const filters = declared.after as Record<string, true | ((event: unknown) => boolean)>;
  onEach(ctx, Object.keys(filters), (name) => (event) => {
    const when = filters[name]!;
    if (when !== true && !when(event)) return;
    declared.changed?.(ctx);
    schedule();
  });
}
