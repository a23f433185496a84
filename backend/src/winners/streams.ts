import type { LiveStream } from '../realtime/stream';
import { presentAdminWinner, presentOpeningWinner } from './presenter';

/**
 * Winners -> the `winners` room: real wins (`winner.announced`, after the opening committed), winners admins add,
 * and winners admins hide or show again. Numbered on the `winners` counter that `GET /api/winners` reports as its
 * snapshot's seq.
 */
export const winnerStreams: readonly LiveStream[] = [
  {
    stream: 'winners',
    on: {
      'winner.announced': (e) => ({ event: 'winner:announced', payload: { winner: presentOpeningWinner(e) } }),
      'winner.added': ({ winner }) => ({ event: 'winner:announced', payload: { winner: presentAdminWinner(winner) } }),
      'winner.hidden': ({ winnerId }) => ({ event: 'winner:hidden', payload: { winnerId } }),
      'winner.unhidden': ({ winner }) => ({ event: 'winner:unhidden', payload: { winner } }),
    },
  },
];
