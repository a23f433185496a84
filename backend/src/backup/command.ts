import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../core/logger';
import { dumpDatabase } from './dump';
import { restoreDatabase } from './restore';
import { openDatabase } from './target';

export const USAGE = `Usage:
  npm run db:backup -- --out DIR [--uri URI] [--db NAME]
  npm run db:restore -- --from DIR [--drop] [--uri URI] [--db NAME]

  --out DIR    a new or empty directory for the backup
  --from DIR   a directory written by db:backup
  --drop       replace a database that is not empty (without it, a restore refuses one)
  --uri URI    the MongoDB to use; default MONGODB_URI, else the embedded engine of DATA_DIR
  --db NAME    the database; default DB_NAME (a restore: DB_NAME, not the backup's own name)
Relative paths are relative to the repository root, like DATA_DIR. See docs/operations.md.`;

/** Where the command writes: one line at a time. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

/** The repository root: `npm start` runs there, so DATA_DIR and relative paths mean the same as for the server. */
const ROOT = path.join(__dirname, '..', '..', '..');

/** Exit codes: 0 done, 1 failed or refused, 2 bad arguments (with the usage). */
const FAILED = 1;
const BAD_ARGUMENTS = 2;

/** MongoDB's rules for a database name (InvalidNamespace otherwise). */
const DB_NAME = /^[^/\\. "$*<>:|?\0]{1,63}$/;

class UsageError extends Error {}

/**
 * `backup --out DIR` or `restore --from DIR [--drop]`, each with `--uri` and `--db`: what `npm run db:backup` and
 * `npm run db:restore` run (cli.ts). `env` stands in for the process environment (tests). Returns the exit code.
 */
export async function runDbCommand(argv: readonly string[], io: CommandIo, env?: NodeJS.ProcessEnv): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parse(argv);
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return BAD_ARGUMENTS;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  try {
    return await run(args, io, env);
  } catch (err) {
    if (err instanceof ConfigError) io.err(err.message);
    else io.err(`db:${args.command} failed: ${err instanceof Error ? err.message : String(err)}`);
    return FAILED;
  }
}

interface ParsedArgs {
  command: 'backup' | 'restore';
  dir: string;
  uri?: string;
  db?: string;
  drop: boolean;
  help: boolean;
}

const OPTIONS = {
  out: { type: 'string' },
  from: { type: 'string' },
  drop: { type: 'boolean' },
  uri: { type: 'string' },
  db: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore')
    throw new UsageError(`unknown command ${JSON.stringify(command ?? '')}: expected backup or restore`);
  const { values } = parseArgs({ args: [...rest], options: OPTIONS, strict: true, allowPositionals: false });
  const [wanted, other] = command === 'backup' ? (['out', 'from'] as const) : (['from', 'out'] as const);
  if (values[other] !== undefined) throw new UsageError(`db:${command} takes --${wanted} DIR, not --${other}`);
  if (command === 'backup' && values.drop) throw new UsageError('--drop is an option of db:restore');
  const help = values.help === true;
  const dir = values[wanted] ?? '';
  if (!help && dir.trim() === '') throw new UsageError(`db:${command} needs --${wanted} DIR`);
  const { uri, db } = values;
  if (uri !== undefined && !/^mongodb(\+srv)?:\/\/./.test(uri)) {
    throw new UsageError(`--uri must be a MongoDB connection string (mongodb://... or mongodb+srv://...), not ${JSON.stringify(uri)}`);
  }
  if (db !== undefined && !DB_NAME.test(db)) throw new UsageError(`--db ${JSON.stringify(db)} is not a valid database name`);
  return { command, dir, uri, db, drop: values.drop === true, help };
}

async function run(args: ParsedArgs, io: CommandIo, env: NodeJS.ProcessEnv | undefined): Promise<number> {
  const config = loadConfig(env);
  const logger = createLogger(
    config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? config.LOG_LEVEL : 'error',
    `db:${args.command}`,
  );
  const dataDir = config.DATA_DIR ? path.resolve(ROOT, config.DATA_DIR) : null;
  const dir = path.resolve(ROOT, args.dir);
  const dbName = args.db ?? config.DB_NAME;
  const database = await openDatabase({ uri: args.uri, config, dataDir, logger, purpose: args.command });
  try {
    const report = (line: string) => io.out(`  ${line}`);
    if (args.command === 'backup') {
      io.out(`Backing up database "${dbName}" from ${database.description} to ${dir}`);
      const manifest = await dumpDatabase({ client: database.client, dbName, out: dir, source: database.description, report });
      const documents = manifest.collections.reduce((n, c) => n + c.documents, 0);
      const bytes = manifest.collections.reduce((n, c) => n + c.bytes, 0);
      const time = manifest.atClusterTime ? `cluster time ${manifest.atClusterTime.t}:${manifest.atClusterTime.i}` : 'no data to read';
      io.out(`Backup done: ${manifest.collections.length} collections, ${documents} documents, ${bytes} bytes, one snapshot (${time}).`);
      return 0;
    }
    io.out(`Restoring ${dir} into database "${dbName}" on ${database.description}`);
    const summary = await restoreDatabase({
      client: database.client,
      dbName,
      from: dir,
      drop: args.drop,
      target: database.description,
      report,
    });
    const { manifest } = summary;
    const time = manifest.atClusterTime;
    const when = time ? `${new Date(time.t * 1000).toISOString()} (cluster time ${time.t}:${time.i})` : manifest.startedAt;
    io.out(
      `Restored ${summary.collections} collections, ${summary.documents} documents and ${summary.indexes} indexes: ` +
        `database "${manifest.database}" as it was at ${when}, backed up from ${manifest.source}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
