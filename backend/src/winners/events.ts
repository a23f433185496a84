import type { AdminWinner } from './model';

declare module '../core/events' {
  interface DomainEvents {
    /** An admin added a winner by hand; it joins the winners list and the live feed. */
    'winner.added': { winner: AdminWinner };
  }
}
