import type { LiveStream } from '../realtime/stream';

/**
 * Catalog -> the public `catalog` room: `catalog:changed` when a box players can see is published, changed, taken
 * back to draft, archived or deleted (drafts are never announced, and carry no change).
 */
export const catalogStreams: readonly LiveStream[] = [
  {
    stream: 'catalog',
    on: {
      'catalog.changed': ({ boxId, change, oddsVersion, at }, ctx) =>
        boxId && change && oddsVersion !== undefined
          ? { event: 'catalog:changed', payload: { boxId, change, oddsVersion, at: (at ?? ctx.clock.now()).toISOString() } }
          : null,
    },
  },
];
