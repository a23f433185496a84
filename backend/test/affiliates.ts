import { Types } from 'mongoose';
import type { AffiliateSummaryDto } from '@nova/protocol';
import { CommissionModel, type Commission } from '../src/affiliates/model';
import type { AppContext } from '../src/context';
import type { UserDocument } from '../src/users/model';
import { buildUser } from './factories';
import { auth } from './payments';
import type { TestServer } from './server';

/** A player referred by `referrerId`, able to buy (18+ confirmed). */
export function buildReferral(
  ctx: AppContext,
  referrerId: Types.ObjectId,
  overrides: { username?: string } = {},
): Promise<{ user: UserDocument; token: string }> {
  return buildUser(ctx, { referredBy: referrerId, ageConfirmedAt: new Date('2026-01-01T00:00:00.000Z'), ...overrides });
}

/** The referrer's dashboard summary. */
export async function summaryOf(server: TestServer, token: string): Promise<AffiliateSummaryDto> {
  return (await server.request().get('/api/affiliates/me').set(auth(token)).expect(200)).body as AffiliateSummaryDto;
}

/**
 * Stores `count` active referrals of `referrerId`: one commission each, from distinct referred players, paid at
 * `at`. A factory for the tier boundaries, where hundreds of real purchases would only slow the test down.
 */
export async function seedActiveReferrals(referrerId: Types.ObjectId, count: number, at: Date): Promise<void> {
  const docs: Commission[] = Array.from({ length: count }, (_, i) => ({
    _id: new Types.ObjectId(),
    purchaseId: new Types.ObjectId(),
    referrerId,
    referredId: new Types.ObjectId(),
    referredUsername: `seeded${i}`,
    purchaseCents: 500,
    tier: 'bronze',
    percent: 5,
    amountCents: 25,
    status: 'pending',
    purchasedAt: at,
    availableAt: new Date(at.getTime() + 24 * 3600_000),
    maturedAt: null,
    reversedAt: null,
    reversal: null,
    reversedFrom: null,
    createdAt: at,
  }));
  if (docs.length) await CommissionModel.collection.insertMany(docs);
}
