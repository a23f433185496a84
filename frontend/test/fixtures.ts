import type { PublicConfigDto, UserDto } from '@nova/protocol';

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
    ...overrides,
  };
}

/** `GET /api/config` with a support phone and social links; override any part. */
export function buildPublicConfig(overrides: Partial<PublicConfigDto> = {}): PublicConfigDto {
  return {
    productName: 'Nova',
    support: { messagingUrl: 'https://wa.me/{phone}?text={text}', phone: '+44 20 7946 0000', email: 'help@nova.test', privacyEmail: 'privacy@nova.test' },
    social: [
      { name: 'x', url: 'https://x.com/nova' },
      { name: 'discord', url: 'https://discord.gg/nova' },
    ],
    payments: { mode: 'unavailable', publishableKey: null },
    auth: { google: false },
    ...overrides,
  };
}
