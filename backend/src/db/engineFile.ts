import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * `<DATA_DIR>/engine.json`: how other processes on this machine reach the embedded engine that a process (the server
 * of `npm start`, or a tool that opened the data directory itself) runs on a data directory, e.g. `npm run db:backup`
 * while the server runs. Written once the engine listens, removed when it stops; a file left behind by a process
 * that no longer runs (a crash) is ignored and replaced by the next one.
 */
const FILE = 'engine.json';

const runningEngineSchema = z.object({
  engine: z.enum(['mongod', 'emulator']),
  uri: z.string().min(1),
  pid: z.number().int().positive(),
  startedAt: z.string(),
});

export type RunningEngine = z.infer<typeof runningEngineSchema>;

/** Writes engine.json for this process (atomically, private); returns what removes it again. */
export async function advertiseEngine(dataDir: string, engine: Pick<RunningEngine, 'engine' | 'uri'>): Promise<() => Promise<void>> {
  const file = path.join(dataDir, FILE);
  const record: RunningEngine = { ...engine, pid: process.pid, startedAt: new Date().toISOString() };
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
  return async () => {
    // Only our own record: a later process may have replaced it.
    if ((await readRunningEngineFile(dataDir))?.pid === process.pid) await rm(file, { force: true });
  };
}

/** The engine a live process runs on this data directory, or null (no file, a dead owner, or an unreadable file). */
export async function findRunningEngine(dataDir: string): Promise<RunningEngine | null> {
  const record = await readRunningEngineFile(dataDir);
  return record && isRunning(record.pid) ? record : null;
}

async function readRunningEngineFile(dataDir: string): Promise<RunningEngine | null> {
  const text = await readFile(path.join(dataDir, FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = runningEngineSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
