import { CommandError, ErrorCode, noSuchTransaction } from './errors';
import type { ReadSnapshot } from './snapshots';
import { abortTransaction, Transaction, type LockTable } from './transactions';
import { isPlainObject, type Doc } from './types';

const SESSION_IDLE_MS = 30 * 60 * 1000;
/** MongoDB's transactionLifetimeLimitSeconds default. */
const TXN_LIFETIME_MS = 60 * 1000;
/** A session idle this long gives back its pinned read snapshot (MongoDB's minSnapshotHistoryWindowInSeconds default). */
const SNAPSHOT_IDLE_MS = 5 * 60 * 1000;

interface Session {
  lastUsed: number;
  highestTxnNumber: number;
  txn: Transaction | null;
  /** Last retryable write (txnNumber without autocommit): a retry of it gets the same reply. */
  retried: { txnNumber: number; reply: Doc } | null;
  /** What a snapshot session's first snapshot read pinned (snapshots.ts); its later reads read it. */
  snapshot: ReadSnapshot | null;
}

/** Logical sessions keyed by `lsid.id`; they hold the transaction and retryable-write state. */
export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly locks: LockTable) {}

  /** The session a command names, created on first use; null when the command has no lsid. */
  key(lsid: unknown): string | null {
    if (!isPlainObject(lsid)) return null;
    const id = lsid.id as { buffer?: Uint8Array } | undefined;
    const bytes = id?.buffer;
    if (!(bytes instanceof Uint8Array)) return null;
    // A view on the id's bytes, not a copy: this runs for nearly every command.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
  }

  private session(key: string): Session {
    let s = this.sessions.get(key);
    if (!s) {
      s = { lastUsed: Date.now(), highestTxnNumber: -1, txn: null, retried: null, snapshot: null };
      this.sessions.set(key, s);
    }
    s.lastUsed = Date.now();
    return s;
  }

  /**
   * Resolves the transaction of a statement with `autocommit: false`: starts one on
   * `startTransaction: true`, otherwise finds the open one with the same txnNumber.
   */
  transaction(key: string, txnNumber: number, start: boolean): Transaction {
    const s = this.session(key);
    if (start) {
      if (txnNumber < s.highestTxnNumber || (txnNumber === s.highestTxnNumber && s.txn?.txnNumber === txnNumber)) {
        throw new CommandError(ErrorCode.TransactionTooOld, `Cannot start transaction ${txnNumber} on session because a newer transaction ${s.highestTxnNumber} has already started`);
      }
      if (s.txn) abortTransaction(s.txn, this.locks);
      s.highestTxnNumber = txnNumber;
      s.txn = new Transaction(key, txnNumber);
      return s.txn;
    }
    const txn = s.txn;
    if (!txn || txn.txnNumber !== txnNumber || txn.state === 'aborted') throw noSuchTransaction(txnNumber);
    return txn;
  }

  /** For a retryable write: the cached reply if this txnNumber already ran, else null (and records it). */
  retryableReply(key: string, txnNumber: number): Doc | null {
    const s = this.session(key);
    if (s.retried?.txnNumber === txnNumber) return s.retried.reply;
    if (txnNumber < s.highestTxnNumber) {
      throw new CommandError(ErrorCode.TransactionTooOld, `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${s.highestTxnNumber} has already started on this session.`);
    }
    if (s.txn && s.txn.txnNumber < txnNumber) abortTransaction(s.txn, this.locks);
    s.highestTxnNumber = txnNumber;
    return null;
  }

  rememberReply(key: string, txnNumber: number, reply: Doc): void {
    this.session(key).retried = { txnNumber, reply };
  }

  /** Marks the session used (a getMore on a snapshot read's cursor keeps its snapshot). */
  touch(key: string): void {
    this.session(key);
  }

  /** The snapshot the session pinned, if it still holds one. */
  pinnedSnapshot(key: string): ReadSnapshot | null {
    return this.session(key).snapshot;
  }

  /** Gives the session a newly pinned snapshot, releasing the one it held. */
  pinSnapshot(key: string, snapshot: ReadSnapshot): void {
    const s = this.session(key);
    s.snapshot?.release();
    s.snapshot = snapshot;
  }

  /** endSessions: aborts their open transactions, releases their snapshots and forgets them. */
  end(keys: string[]): void {
    for (const key of keys) {
      const s = this.sessions.get(key);
      if (s?.txn) abortTransaction(s.txn, this.locks);
      s?.snapshot?.release();
      this.sessions.delete(key);
    }
  }

  /** Aborts transactions past their lifetime and forgets idle sessions. */
  sweep(now = Date.now()): void {
    for (const [key, s] of this.sessions) {
      if (s.txn?.state === 'active' && now - s.txn.startedAt > TXN_LIFETIME_MS) abortTransaction(s.txn, this.locks);
      if (s.snapshot && now - s.lastUsed > SNAPSHOT_IDLE_MS) {
        s.snapshot.release();
        s.snapshot = null;
      }
      if (now - s.lastUsed > SESSION_IDLE_MS) this.end([key]);
    }
  }
}
