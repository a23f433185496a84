import type { AdminLedgerEntryDto, ClawbackResultDto, GrantResultDto } from '@nova/protocol';
import type { LedgerEntry } from './model';
import type { Types } from 'mongoose';
import type { ClawbackResult } from './clawback';
import type { GrantResult } from './service';

const coins = (n: number) => n.toLocaleString('en-US');

export function presentGrant(result: GrantResult): GrantResultDto {
  const { entry } = result;
  return {
    message: result.applied
      ? `Gave ${coins(entry.amount)} coins to ${result.username}.`
      : `Already gave ${coins(entry.amount)} coins to ${result.username} for this request.`,
    balance: result.balance,
    userId: entry.userId.toHexString(),
    amount: entry.amount,
    entryId: entry._id.toHexString(),
    replayed: !result.applied,
  };
}

export function presentClawback(result: ClawbackResult): ClawbackResultDto {
  const { entry } = result;
  const taken = -entry.amount;
  return {
    message: result.applied
      ? `Took back ${coins(taken)} coins from ${result.username}.`
      : `Already took back ${coins(taken)} coins from ${result.username} for this request.`,
    userId: entry.userId.toHexString(),
    amount: taken,
    requested: result.requested,
    balance: result.balance,
    entryId: entry._id.toHexString(),
    replayed: !result.applied,
  };
}

/** A ledger entry as staff read it; `actors` maps staff ids to usernames. */
export function presentLedgerEntry(e: LedgerEntry & { _id: Types.ObjectId }, actors: Map<string, string>): AdminLedgerEntryDto {
  const actorId = e.actorId?.toHexString() ?? null;
  return {
    id: e._id.toHexString(),
    kind: e.kind,
    amount: e.amount,
    balanceAfter: e.balanceAfter,
    actor: actorId ? { id: actorId, username: actors.get(actorId) ?? '' } : null,
    reason: e.reason,
    createdAt: e.createdAt.toISOString(),
  };
}
