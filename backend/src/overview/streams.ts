import type { LiveStream } from '../realtime/stream';

/** At most one `overview:changed` per this many milliseconds per node. */
export const OVERVIEW_COALESCE_MS = 1_000;

/**
 * `overview:changed` to the admins watching the Overview (room `staff:overview`): a paid opening, a free-box claim, a
 * resale, a sign-up, a purchase or a refund marks the figures changed; at most every OVERVIEW_COALESCE_MS the node
 * sends one numbered fact, and each watcher reads the period it shows again. The figures are not in the fact: a
 * watcher shows one period of four, and reading only that one costs least.
 */
export const overviewStreams: readonly LiveStream[] = [
  {
    stream: 'overview',
    after: {
      'opening.completed': true,
      'freeBox.claimed': true,
      'user.registered': true,
      'unboxing.acted': (e) => e.action === 'resell',
      'purchase.updated': (e) => e.change === 'succeeded' || e.change === 'refunded',
    },
    everyMs: OVERVIEW_COALESCE_MS,
    read: (ctx) => Promise.resolve({ event: 'overview:changed', payload: { at: ctx.clock.now().toISOString() } }),
  },
];
