import type { BoxCategory, Rarity } from '@nova/protocol';

/** A paid opening was committed. The realtime domain sends it to the player and the staff feed. */
export interface OpeningCompletedEvent {
  openingId: string;
  userId: string;
  username: string;
  box: { id: string; name: string; category: BoxCategory; imageUrl: string; priceCoins: number };
  prize: {
    id: string;
    name: string;
    rarity: Rarity;
    value: string;
    valueInUSD: string;
    valueInUSDCents: number;
    imageUrl: string;
    iconClass: string;
  };
  isWin: boolean;
  wonLegendary: boolean;
  pricePaid: number;
  balanceAfter: number;
  consecutivePlays: number;
  isEligibleForLegendary: boolean;
  nonce: number;
  serverSeedHash: string;
  createdAt: Date;
}

/** A win worth something (value > 0), for the winners feed. Fields are the public winner's (docs/openings-api.md). */
export interface WinnerAnnouncedEvent {
  openingId: string;
  userId: string;
  username: string;
  boxId: string;
  boxName: string;
  prizeName: string;
  /** USD as a decimal string. */
  prizeValue: string;
  valueInUSDCents: number;
  rarity: Rarity;
  iconClass: string;
  imageUrl: string;
  createdAt: Date;
}

/** A player shipped or resold an unboxing. */
export interface UnboxingActedEvent {
  openingId: string;
  userId: string;
  action: 'ship' | 'resell';
  creditedCoins: number;
  shipmentId: string | null;
  at: Date;
}

/** The openings domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface OpeningEvents {
  'opening.completed': OpeningCompletedEvent;
  'winner.announced': WinnerAnnouncedEvent;
  'unboxing.acted': UnboxingActedEvent;
}
