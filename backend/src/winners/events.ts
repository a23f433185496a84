import type { WinnerDto } from '@nova/protocol';
import type { AdminWinner } from './model';

/** The winners domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface WinnerEvents {
  /** An admin added a winner by hand; it joins the winners list and the live feed. */
  'winner.added': { winner: AdminWinner };
  /** An admin hid a winner (an added one or a real win) from the public list. */
  'winner.hidden': { winnerId: string; by: string; at: Date };
  /** An admin showed a hidden winner again (`winner` as the public list shows it). */
  'winner.unhidden': { winner: WinnerDto; by: string; at: Date };
}
