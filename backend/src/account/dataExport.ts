import type { Types } from 'mongoose';
import { listSessions } from '../auth/sessions';
import { LedgerEntryModel } from '../ledger/model';
import { OpeningModel } from '../openings/model';
import { ShipmentModel } from '../shipments/model';
import { SupportTicketModel } from '../support/model';
import type { UserDocument } from '../users/model';
import { presentAccount } from './settings';

/** At most this many rows of each kind go into one export (far more than a player's history holds in practice). */
const MAX_ROWS = 50_000;

/**
 * "Export my data": everything the shop keeps about the signed-in user, as one JSON document: the account,
 * sign-in sessions, coin ledger, openings (with their fairness inputs), shipments and support messages. Staff
 * identities (who granted coins, who closed a ticket) and other players' data are left out.
 */
export async function exportAccountData(user: UserDocument, sessionId: string | null): Promise<Record<string, unknown>> {
  const userId: Types.ObjectId = user._id;
  const [sessions, ledger, openings, shipments, tickets] = await Promise.all([
    listSessions(userId, sessionId),
    LedgerEntryModel.find({ userId }, { userId: 0, actorId: 0 }).sort({ _id: 1 }).limit(MAX_ROWS).lean(),
    OpeningModel.find({ userId }, { userId: 0, odds: 0 }).sort({ _id: 1 }).limit(MAX_ROWS).lean(),
    ShipmentModel.find({ userId }, { userId: 0 }).sort({ _id: 1 }).limit(MAX_ROWS).lean(),
    SupportTicketModel.find({ userId }, { userId: 0, closedBy: 0 }).sort({ _id: 1 }).limit(MAX_ROWS).lean(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...presentAccount(user), referralCode: user.referralCode, language: user.language },
    sessions,
    ledger,
    openings,
    shipments,
    supportTickets: tickets,
  };
}
