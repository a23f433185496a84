import type { Doc } from './types';
import { formatValue } from './values';

/** MongoDB error codes the emulator answers with, and their code names. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  UnknownReplWriteConcern: 79,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  UnsatisfiableWriteConcern: 100,
  WriteConflict: 112,
  CannotIndexParallelArrays: 171,
  TransactionTooOld: 225,
  SnapshotTooOld: 239,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  OperationNotSupportedInTransaction: 263,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  Location17276: 17276,
  UnrecognizedPipelineStage: 40324,
  Location40602: 40602,
  Location40414: 40414,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const codeNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

export const TRANSIENT = 'TransientTransactionError';

/** An error answered to the client as `{ok: 0, errmsg, code, codeName, ...extra}`. */
export class CommandError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Doc = {},
    readonly labels: string[] = [],
  ) {
    super(message);
    this.name = 'CommandError';
  }

  get codeName(): string {
    return codeNames.get(this.code) ?? 'UnknownError';
  }

  /** The reply document for a failed command. */
  toReply(): Doc {
    const reply: Doc = { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
    if (this.labels.length > 0) reply.errorLabels = this.labels;
    return reply;
  }

  /** The entry for a `writeErrors` array. */
  toWriteError(index: number): Doc {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export function writeConflict(): CommandError {
  return new CommandError(
    ErrorCode.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    [TRANSIENT],
  );
}

export function noSuchTransaction(txnNumber: number): CommandError {
  return new CommandError(
    ErrorCode.NoSuchTransaction,
    `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
    {},
    [TRANSIENT],
  );
}

/** The E11000 error Mongoose parses (message, keyPattern, keyValue). */
export function duplicateKey(ns: string, indexName: string, keyPattern: Doc, keyValue: Doc): CommandError {
  return new CommandError(
    ErrorCode.DuplicateKey,
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: ${formatValue(keyValue)}`,
    { keyPattern, keyValue },
  );
}

export function badValue(message: string): CommandError {
  return new CommandError(ErrorCode.BadValue, message);
}

export function failedToParse(message: string): CommandError {
  return new CommandError(ErrorCode.FailedToParse, message);
}

/** Turns anything thrown while running a command into a CommandError (mingo errors become BadValue). */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  if (err instanceof Error) {
    const unknownStage = /Unknown pipeline operator: '(\$\w+)'/.exec(err.message);
    if (unknownStage) {
      return new CommandError(ErrorCode.UnrecognizedPipelineStage, `Unrecognized pipeline stage name: '${unknownStage[1]}'`);
    }
    const unbound = /^Use of undefined variable: (.+)$/.exec(err.message);
    if (unbound) return new CommandError(ErrorCode.Location17276, `Use of undefined variable: ${unbound[1]}`);
    if (err.constructor.name === 'MingoError') return badValue(err.message);
    return new CommandError(ErrorCode.InternalError, err.message);
  }
  return new CommandError(ErrorCode.InternalError, String(err));
}
