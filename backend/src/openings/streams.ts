import { rooms } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';
import { presentStaffOpening } from './presenter';

/**
 * Openings -> sockets. Every tab of the player hears `unboxing:updated` when one of their unboxings is recorded (a
 * paid opening, a free-box claim) or acted on (shipped, resold), numbered on one counter for everyone's; the result
 * itself travels in the request's answer, and the coins as `balance:changed`. Every opening streams to the staff's
 * `staff:openings` room (the snapshot `GET /api/staff/openings` carries the same stream's seq).
 */
export const openingStreams: readonly LiveStream[] = [
  {
    stream: 'unboxings',
    on: {
      'opening.completed': (e) => ({
        event: 'unboxing:updated',
        to: rooms.user(e.userId),
        payload: { openingId: e.openingId, change: 'opened', at: e.createdAt.toISOString() },
      }),
      'freeBox.claimed': (e) => ({
        event: 'unboxing:updated',
        to: rooms.user(e.userId),
        payload: { openingId: e.openingId, change: 'claimed', at: e.at.toISOString() },
      }),
      'unboxing.acted': (e) => ({
        event: 'unboxing:updated',
        to: rooms.user(e.userId),
        payload: { openingId: e.openingId, change: e.action === 'ship' ? 'shipped' : 'resold', at: e.at.toISOString() },
      }),
    },
  },
  {
    stream: 'staff-openings',
    on: { 'opening.completed': (e) => ({ event: 'opening:completed', payload: { opening: presentStaffOpening(e) } }) },
  },
];
