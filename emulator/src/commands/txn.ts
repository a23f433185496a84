import { CommandError, ErrorCode, noSuchTransaction } from '../errors';
import { abortTransaction as abort, commitTransaction as commit } from '../transactions';
import type { Doc } from '../types';
import type { CommandContext } from './context';
import type { CommandSpec } from './types';

function commitTransaction(ctx: CommandContext): Doc {
  const txn = ctx.txn;
  if (!txn) throw new CommandError(ErrorCode.BadValue, 'commitTransaction must be run within a transaction');
  if (txn.state === 'committed') return { ok: 1 };
  if (txn.state === 'aborted') throw noSuchTransaction(txn.txnNumber);
  ctx.ops.push(...commit(txn, ctx.state.catalog, ctx.state.locks));
  return { ok: 1 };
}

function abortTransaction(ctx: CommandContext): Doc {
  const txn = ctx.txn;
  if (!txn) throw new CommandError(ErrorCode.BadValue, 'abortTransaction must be run within a transaction');
  if (txn.state === 'committed') throw new CommandError(ErrorCode.TransactionCommitted, `Transaction ${txn.txnNumber} has been committed.`);
  abort(txn, ctx.state.locks);
  return { ok: 1 };
}

export const txnCommands: Record<string, CommandSpec> = {
  commitTransaction: { run: commitTransaction, inTxn: true, writeConcern: true },
  abortTransaction: { run: abortTransaction, inTxn: true, writeConcern: true },
};
