import type { LeaderboardDto, ReviewDto, ReviewSummaryDto, StaffEventDto, WinnerDto } from '@nova/protocol';

let n = 0;
/** A winner as `GET /api/winners` returns it; ids are 24 hex characters. */
export function buildWinner(overrides: Partial<WinnerDto> = {}): WinnerDto {
  n += 1;
  return {
    id: n.toString(16).padStart(24, '0'),
    source: 'opening',
    username: `player${n}`,
    prizeName: `Prize ${n}`,
    prizeValue: '25.00',
    boxId: 'b'.repeat(24),
    boxName: 'Gadget Grab',
    iconClass: 'gift',
    imageUrl: '/media/catalog/prizes/airpods-4.svg',
    winnerImageUrl: null,
    rarity: 'rare',
    createdAt: new Date(Date.UTC(2026, 0, 15, 12, 0, 0) - n * 1000).toISOString(),
    ...overrides,
  };
}

/** Today's leaderboard with the given players (position from order). */
export function buildBoard(players: { id: string; username: string; totalSpent: number; boxesOpened?: number }[], seq = 1): LeaderboardDto {
  const prizes = [150, 100, 75, 50, 50, 15, 15, 15, 15, 15];
  return {
    id: '2026-01-15',
    name: 'Daily Leaderboard',
    description: 'Top 10 share $500.',
    startsAt: '2026-01-15T00:00:00.000Z',
    endsAt: '2026-01-16T00:00:00.000Z',
    timeRemaining: 3 * 3600 + 25 * 60 + 7,
    totalPrize: 500,
    termsVersion: 0,
    entries: players.map((p, i) => ({
      id: p.id,
      position: i + 1,
      username: p.username,
      avatarUrl: null,
      prizeAmount: prizes[i] ?? 0,
      totalSpent: p.totalSpent,
      boxesOpened: p.boxesOpened ?? 1,
    })),
    prizeDistribution: prizes.map((amount, i) => ({ position: i + 1, amount })),
    seq,
  };
}

let e = 0;
export function buildStaffEvent(overrides: Partial<StaffEventDto> & Pick<StaffEventDto, 'kind'>): StaffEventDto {
  e += 1;
  const base = { id: e.toString(16).padStart(24, 'e'), seq: e, at: '2026-01-15T12:00:00.000Z' };
  const defaults: Record<StaffEventDto['kind'], object> = {
    signup: { userId: 'u', username: 'nadia', method: 'password', referred: false },
    affiliate: { userId: 'u', username: 'nadia', action: 'commission-earned', referral: 'vega', amount: '2.50', method: null },
    opening: {
      userId: 'u',
      username: 'vega',
      openingId: 'o',
      boxName: 'Watch Vault',
      prizeName: 'Rolex',
      valueInUSD: '9000.00',
      pricePaid: 5000,
      isWin: true,
    },
    'big-win': {
      userId: 'u',
      username: 'vega',
      openingId: 'o',
      boxName: 'Watch Vault',
      prizeName: 'Rolex',
      valueInUSD: '9000.00',
      rarity: 'legendary',
    },
    battle: {
      userId: 'u',
      username: 'vega',
      action: 'finished',
      battleId: 'b',
      mode: '1v1',
      seatPriceCoins: 500,
      winners: ['nadia'],
      valueInUSD: '120.00',
      staff: null,
    },
    resale: { userId: 'u', username: 'vega', openingId: 'o', coins: 800 },
    shipment: { userId: 'u', username: 'vega', shipmentId: 's', openingId: 'o', status: 'pending', trackingNumber: null },
    claim: { userId: 'u', username: 'vega', claim: 'daily-bonus', coins: 50 },
    review: { action: 'added', reviewId: 'r', author: 'vega', rating: 5, verified: true, staff: null },
    payment: { userId: 'u', username: 'vega', purchaseId: 'p', status: 'succeeded', coins: 5000, amount: '50.00' },
    grant: { userId: 'u', username: 'vega', coins: 250, reason: 'Goodwill' },
    payout: { day: '2026-01-14', winners: 10, coins: 50000 },
    ticket: { ticketId: 't', name: 'Sam', email: 'sam@example.com', subject: 'Where is my prize?' },
    admin: {
      auditId: 'a',
      action: 'shipment.advanced',
      actor: { id: 'u1', username: 'root', role: 'admin' },
      target: { type: 'shipment', id: 's', label: 'Rolex · vega' },
      reason: null,
    },
    'rate-limit': { scope: 'account', action: 'login', subject: 'victim@example.com', retryAfterSeconds: 60, count: 1, windowSeconds: 60 },
    error: { where: 'http', code: 'INTERNAL', detail: 'GET /api/x: TypeError' },
  };
  return { ...base, ...defaults[overrides.kind], ...overrides } as StaffEventDto;
}

let r = 0;
/** A review as `GET /api/reviews` returns it; ids are 24 hex characters, each older than the one before. */
export function buildReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  r += 1;
  return {
    id: r.toString(16).padStart(24, 'c'),
    username: `reviewer${r}`,
    avatarUrl: null,
    rating: 5,
    comment: `Review number ${r}: fast shipping and fair odds.`,
    images: [],
    verified: true,
    createdAt: new Date(Date.UTC(2026, 0, 15, 12, 0, 0) - r * 60_000).toISOString(),
    ...overrides,
  };
}

/** The summary of these ratings, as the server computes it. */
export function summaryOf(ratings: number[]): ReviewSummaryDto {
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: ratings.filter((x) => x === stars).length }));
  const total = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average: ratings.length ? Math.round((total * 100) / ratings.length) / 100 : null, distribution };
}
