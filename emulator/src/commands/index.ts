import { assertDbName } from '../catalog';
import { CommandError, ErrorCode, toCommandError } from '../errors';
import { resolveSnapshot, stampSnapshotTime, type ReadSnapshot } from '../snapshots';
import type { EmulatorState } from '../state';
import { abortTransaction, type Transaction } from '../transactions';
import type { Doc } from '../types';
import { checkWriteConcern } from '../writeConcern';
import { bulkWriteCommands } from './bulkWrite';
import { CommandContext } from './context';
import { ddlCommands } from './ddl';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import type { CommandSpec } from './types';
import { txnCommands } from './txn';
import { writeCommands } from './write';

const COMMANDS: Record<string, CommandSpec> = {
  ...handshakeCommands,
  ...ddlCommands,
  ...readCommands,
  ...writeCommands,
  ...bulkWriteCommands,
  ...txnCommands,
};

/** Command names the dispatcher knows (for tests and diagnostics). */
export const commandNames = Object.keys(COMMANDS);

/**
 * Runs one command and returns its reply. State changes happen synchronously, in arrival order; the
 * reply waits until the command's journal operations are durable. Every reply carries the operation and
 * cluster times. Never throws.
 */
export async function runCommand(state: EmulatorState, db: string, body: Doc, connectionId: number): Promise<Doc> {
  const name = Object.keys(body)[0] ?? '';
  const known = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  const spec = known && (known.sinceWireVersion ?? 0) <= state.wireVersion ? known : undefined;
  if (!spec) return state.clock.stamp(new CommandError(ErrorCode.CommandNotFound, `no such command: '${name}'`).toReply(), state.clock.now());
  let ctx: CommandContext | null = null;
  let txn: Transaction | null = null;
  try {
    assertDbName(db);
    const sessionKey = state.sessions.key(body.lsid);
    const txnNumber = typeof body.txnNumber === 'number' ? body.txnNumber : undefined;
    let retryable = false;
    let snapshot: ReadSnapshot | null = null;
    if (body.autocommit === false) {
      if (sessionKey === null || txnNumber === undefined) {
        throw new CommandError(ErrorCode.BadValue, "'autocommit: false' requires an lsid and a txnNumber");
      }
      if (!spec.inTxn) {
        throw new CommandError(ErrorCode.OperationNotSupportedInTransaction, `Cannot run '${name}' in a multi-document transaction.`);
      }
      const starting = body.startTransaction === true;
      txn = state.sessions.transaction(sessionKey, txnNumber, starting);
      if (txn.state === 'committed' && !TRANSACTION_COMMANDS.has(name)) {
        throw new CommandError(ErrorCode.TransactionCommitted, `Transaction ${txnNumber} has been committed.`);
      }
      if (!starting && body.readConcern !== undefined && !TRANSACTION_COMMANDS.has(name)) {
        throw new CommandError(ErrorCode.InvalidOptions, 'Only the first command in a transaction may specify a readConcern');
      }
    } else {
      snapshot = resolveSnapshot(state, name, body, sessionKey);
      if (spec.retryable && sessionKey !== null && txnNumber !== undefined) {
        const cached = state.sessions.retryableReply(sessionKey, txnNumber);
        if (cached) return cached;
        retryable = true;
      }
    }
    const concern = spec.writeConcern
      ? checkWriteConcern(body, { inTransaction: txn !== null, transactionCommand: TRANSACTION_COMMANDS.has(name), durable: state.durable !== null })
      : null;
    ctx = new CommandContext(state, db, name, body, txn, connectionId, snapshot);
    const reply = await spec.run(ctx);
    if (snapshot) stampSnapshotTime(reply, snapshot);
    const time = ctx.ops.length > 0 ? state.clock.tick() : state.clock.now();
    if (txn?.state === 'active' && hasWriteErrors(reply)) abortTransaction(txn, state.locks);
    await persist(state, ctx);
    if (concern?.unmet) reply.writeConcernError = concern.unmet;
    state.clock.stamp(reply, time);
    if (retryable && sessionKey !== null && txnNumber !== undefined) state.sessions.rememberReply(sessionKey, txnNumber, reply);
    return reply;
  } catch (err) {
    const error = toCommandError(err);
    if (txn?.state === 'active' && name !== 'commitTransaction') abortTransaction(txn, state.locks);
    if (error.code === ErrorCode.InternalError) state.logger.warn({ err, command: name }, 'emulator command failed unexpectedly');
    const time = ctx && ctx.ops.length > 0 ? state.clock.tick() : state.clock.now();
    if (ctx) {
      try {
        await persist(state, ctx);
      } catch (persistErr) {
        return state.clock.stamp(toCommandError(persistErr).toReply(), time);
      }
    }
    return state.clock.stamp(error.toReply(), time);
  }
}

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

/** A write that failed in part: `writeErrors` (insert, update, delete) or `nErrors` (bulkWrite). */
function hasWriteErrors(reply: Doc): boolean {
  return Array.isArray(reply.writeErrors) || (typeof reply.nErrors === 'number' && reply.nErrors > 0);
}

async function persist(state: EmulatorState, ctx: CommandContext): Promise<void> {
  if (ctx.ops.length === 0 || !state.durable) return;
  try {
    await state.durable(ctx.ops);
  } catch (err) {
    state.logger.error({ err }, 'emulator journal write failed');
    throw new CommandError(ErrorCode.InternalError, `journal write failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
