import type { Doc } from '../types';
import type { CommandContext } from './context';

/** A command handler and where it may run. */
export interface CommandSpec {
  run: (ctx: CommandContext) => Doc | Promise<Doc>;
  /** Allowed inside a multi-document transaction. */
  inTxn?: boolean;
  /** A write the driver may retry with the same (lsid, txnNumber). */
  retryable?: boolean;
  /** Takes a `writeConcern` (writes, DDL, commit and abort); other commands ignore one. */
  writeConcern?: boolean;
  /** The first wire version that has this command (older ones answer CommandNotFound). */
  sinceWireVersion?: number;
}
