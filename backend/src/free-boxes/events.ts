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

/** The free-boxes domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface FreeBoxEvents {
  'freeBox.claimed': FreeBoxClaimedEvent;
}
