/** A player claimed a free box (committed). The staff feed shows it as a `claim` line. */
export interface FreeBoxClaimedEvent {
  openingId: string;
  userId: string;
  username: string;
  level: number;
  prizeName: string;
  valueInUSDCents: number;
  at: Date;
}

declare module '../core/events' {
  interface DomainEvents {
    'freeBox.claimed': FreeBoxClaimedEvent;
  }
}
