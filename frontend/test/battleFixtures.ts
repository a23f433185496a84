import type { BattleDrawDto, BattleDto, BattleOddsEntryDto, BattleRoundDto, BattleSeatDto, BattleSummaryDto, BoxDto } from '@nova/protocol';

let next = 1;
const hexId = () => (next++).toString(16).padStart(24, 'b');

/** A seat: a player by default. */
export function buildSeat(seat: number, overrides: Partial<BattleSeatDto> = {}): BattleSeatDto {
  return { seat, team: seat, kind: 'player', username: `player${seat}`, totalValue: '0.00', ...overrides };
}

/** A waiting public 1v1 of one round, seat 0 taken by `alice`. */
export function buildBattle(overrides: Partial<BattleDto> = {}, box?: BoxDto): BattleDto {
  const id = overrides.id ?? hexId();
  return {
    id,
    status: 'waiting',
    mode: '1v1',
    visibility: 'public',
    rounds: [{ boxId: box?.id ?? 'box-1', name: box?.name ?? 'Tech Box', imageUrl: '/img/box.png', priceCoins: box?.priceCoins ?? 500, oddsVersion: box?.oddsVersion ?? 1 }],
    seatPriceCoins: box?.priceCoins ?? 500,
    seats: [buildSeat(0, { username: 'alice' }), buildSeat(1, { kind: 'empty', username: null })],
    creator: 'alice',
    revealedCount: 0,
    winnerTeam: null,
    createdAt: new Date().toISOString(),
    seq: 1,
    revealed: [],
    tables: [box ? tableOf(box) : [buildOddsEntry()]],
    nextRevealAt: null,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: null,
    contributions: null,
    tieRoll: null,
    cancellableAt: new Date(Date.now() + 600_000).toISOString(),
    startedAt: null,
    finishedAt: null,
    cancelledAt: null,
    invite: null,
    watchers: 1,
    mySeat: null,
    ...overrides,
  };
}

/** A round's odds table from a box's prizes, in their order. */
export function tableOf(box: BoxDto): BattleOddsEntryDto[] {
  return box.prizes.map((p) => ({ prizeId: p.id, name: p.name, rarity: p.rarity, oddsPpm: p.oddsPpm, value: p.valueInUSD, imageUrl: p.imageUrl, iconClass: p.iconClass }));
}

/** A one-prize table (every roll lands on it). */
export function buildOddsEntry(overrides: Partial<BattleOddsEntryDto> = {}): BattleOddsEntryDto {
  return { prizeId: 'prize-1', name: 'Gift card', rarity: 'common', oddsPpm: 1_000_000, value: '1.00', imageUrl: '/img/prize.png', iconClass: 'fa-gift', ...overrides };
}

/** The summary fields of a battle (what the lobby lists). */
export function summaryOf(b: BattleDto): BattleSummaryDto {
  const { id, status, mode, visibility, rounds, seatPriceCoins, seats, creator, revealedCount, winnerTeam, createdAt, seq } = b;
  return { id, status, mode, visibility, rounds, seatPriceCoins, seats, creator, revealedCount, winnerTeam, createdAt, seq };
}

/** A draw of one seat in one round. */
export function buildDraw(round: number, seat: number, overrides: Partial<BattleDrawDto> = {}): BattleDrawDto {
  return {
    seat,
    nonce: round * 4 + seat,
    roll: 0.5,
    prizeId: `prize-${round}-${seat}`,
    prizeName: `Prize ${round}-${seat}`,
    rarity: 'common',
    imageUrl: '/img/prize.png',
    iconClass: 'fa-gift',
    value: '1.00',
    ...overrides,
  };
}

/** One revealed round with the given values per seat. */
export function buildRound(round: number, values: string[]): BattleRoundDto {
  return { round, draws: values.map((value, seat) => buildDraw(round, seat, { value, prizeName: `Prize ${round}-${seat}` })) };
}
