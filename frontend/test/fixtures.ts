import type { AdminUserDto, BoxDto, OpenBoxResultDto, PrizeDto, PublicConfigDto, UserDto } from '@nova/protocol';

/** A user as the API returns it; override any field. */
export function buildUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'u1',
    username: 'zara',
    email: 'zara@example.com',
    balance: 1250,
    balanceVersion: 1,
    role: 'player',
    isAdmin: false,
    consecutivePlays: 0,
    totalSpent: 0,
    experiencePoints: 0,
    freeBoxLevel: 0,
    lastFreeBoxClaim: null,
    createdAt: '2025-01-25T12:00:00.000Z',
    emailVerified: true,
    ...overrides,
  };
}

let adminUsers = 0;
/** A user as admins see it (`GET /api/admin/users`), with a fresh id, name and email; override any field. */
export function buildAdminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  adminUsers += 1;
  const username = `player${adminUsers}`;
  return {
    ...buildUser({ id: adminUsers.toString(16).padStart(24, 'a'), username, email: `${username}@example.com` }),
    banned: false,
    hasPassword: true,
    googleLinked: false,
    referralCode: null,
    ...overrides,
  };
}

/** `GET /api/config` with a support phone and social links; override any part. */
export function buildPublicConfig(overrides: Partial<PublicConfigDto> = {}): PublicConfigDto {
  return {
    productName: 'Nova',
    support: {
      messagingUrl: 'https://wa.me/{phone}?text={text}',
      phone: '+44 20 7946 0000',
      email: 'help@nova.test',
      privacyEmail: 'privacy@nova.test',
    },
    social: [
      { name: 'x', url: 'https://x.com/nova' },
      { name: 'discord', url: 'https://discord.gg/nova' },
    ],
    payments: { mode: 'unavailable', publishableKey: null },
    auth: { google: false },
    resaleRate: 0.8,
    ...overrides,
  };
}

let prizeCounter = 0;

/** A prize as the API returns it; `oddsPpm` sets `probability` too. */
export function buildPrize(overrides: Partial<PrizeDto> = {}): PrizeDto {
  prizeCounter += 1;
  const oddsPpm = overrides.oddsPpm ?? 100_000;
  return {
    id: `p${prizeCounter}`,
    boxId: 'b1',
    name: `Prize ${prizeCounter}`,
    description: 'A prize',
    value: '10.00',
    currency: 'USD',
    valueInUSD: '10.00',
    rarity: 'common',
    imageUrl: '/media/catalog/prizes/prize.svg',
    iconClass: 'gift',
    ...overrides,
    oddsPpm,
    probability: overrides.probability ?? oddsPpm / 1_000_000,
  };
}

/** A box with four prizes (a legendary, an epic, a common and 'Nothing'); override any field. */
export function buildBox(overrides: Partial<BoxDto> = {}): BoxDto {
  const id = overrides.id ?? 'b1';
  const prizes = overrides.prizes ?? [
    buildPrize({ boxId: id, name: 'Gold Watch', rarity: 'legendary', oddsPpm: 32, valueInUSD: '5000.00', value: '5000.00' }),
    buildPrize({ boxId: id, name: 'Headphones', rarity: 'epic', oddsPpm: 49_968, valueInUSD: '300.00', value: '300.00' }),
    buildPrize({ boxId: id, name: 'Sticker', rarity: 'common', oddsPpm: 575_000, valueInUSD: '2.00', value: '2.00' }),
    buildPrize({ boxId: id, name: 'Nothing', rarity: 'none', oddsPpm: 375_000, valueInUSD: '0.00', value: '0.00' }),
  ];
  return {
    id,
    slug: null,
    name: 'Test Box',
    description: 'A box for tests',
    imageUrl: '/media/catalog/boxes/test.svg',
    price: '1000',
    priceInUSD: '10.00',
    priceCoins: 1000,
    currency: 'coins',
    category: 'Tech',
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    oddsVersion: 1,
    winRate: '62.5',
    maxPrizeValue: '5000.00',
    legendary: null,
    ...overrides,
    prizes,
  };
}

/** An opening result (`POST /api/boxes/:id/open`) for `box`: a win of its first prize unless `prize` is given. */
export function buildOpenResult(box: BoxDto, overrides: Partial<OpenBoxResultDto> = {}): OpenBoxResultDto {
  const prize = overrides.prize ?? box.prizes[1] ?? box.prizes[0]!;
  const isWin = prize.name !== 'Nothing';
  return {
    userBalance: 4000,
    prize,
    consecutivePlays: 1,
    isEligibleForLegendary: false,
    playsUntilLegendary: 4,
    openingId: 'o1',
    isWin,
    wonLegendary: false,
    resaleCoins: isWin ? 24_000 : 0,
    pricePaid: box.priceCoins,
    box: { id: box.id, name: box.name, category: box.category },
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 0, roll: 0.5 },
    proofUrl: '/api/openings/o1/proof',
    createdAt: '2026-01-01T00:00:00.000Z',
    replayed: false,
    ...overrides,
  };
}
