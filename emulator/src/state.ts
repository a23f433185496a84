import type { Catalog } from './catalog';
import type { LogicalClock } from './clock';
import type { CursorRegistry } from './cursors';
import type { JournalOp } from './oplog';
import type { SessionRegistry } from './sessions';
import type { LockTable } from './transactions';
import type { Logger } from './types';

/** Everything the command handlers share for one emulator instance. */
export interface EmulatorState {
  readonly catalog: Catalog;
  /** Operation and cluster times for replies. */
  readonly clock: LogicalClock;
  readonly cursors: CursorRegistry;
  readonly locks: LockTable;
  readonly sessions: SessionRegistry;
  readonly logger: Logger;
  /** `host:port` advertised in hello, and the replica set name. */
  readonly me: string;
  readonly setName: string;
  /** The wire version advertised in hello; commands newer than it answer CommandNotFound. */
  readonly wireVersion: number;
  /** Makes journal operations durable (resolves after fdatasync); null when memory-only. */
  durable: ((ops: JournalOp[]) => Promise<void>) | null;
}
