import type { GrantResultDto } from '@nova/protocol';
import type { GrantResult } from './service';

export function presentGrant(result: GrantResult): GrantResultDto {
  const { entry } = result;
  return {
    message: result.applied
      ? `Gave ${entry.amount.toLocaleString('en-US')} coins to ${result.username}.`
      : `Already gave ${entry.amount.toLocaleString('en-US')} coins to ${result.username} for this request.`,
    balance: result.balance,
    userId: entry.userId.toHexString(),
    amount: entry.amount,
    entryId: entry._id.toHexString(),
    replayed: !result.applied,
  };
}
