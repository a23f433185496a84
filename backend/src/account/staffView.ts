import { centsToUsd } from '@nova/protocol';
import type { AdminUserDetailDto } from '@nova/protocol';
import { lastActiveAt } from '../auth/sessions';
import { staffCoinTotals } from '../ledger/queries';
import { openingTotals } from '../openings/queries';
import { countShipments } from '../shipments/service';
import { countTickets } from '../support/service';
import type { UserDocument } from '../users/model';
import { presentAdminUser } from '../users/presenter';

/**
 * The header of a user's page in the admin console: the account as admins see it, when it was last active, and its
 * totals. Each figure comes from the domain that owns it (openings, ledger, shipments, support tickets, sessions).
 */
export async function staffUserView(user: UserDocument): Promise<AdminUserDetailDto> {
  const [active, openings, coins, shipments, tickets] = await Promise.all([
    lastActiveAt(user._id),
    openingTotals(user._id),
    staffCoinTotals(user._id),
    countShipments(user._id),
    countTickets({ userId: user._id, email: user.email }),
  ]);
  return {
    user: presentAdminUser(user),
    lastActiveAt: active?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
    totals: {
      openings: openings.openings,
      prizeValueWon: centsToUsd(openings.prizeValueWonCents),
      coinsGranted: coins.granted,
      coinsClawedBack: coins.clawedBack,
      shipments,
      tickets,
    },
  };
}
