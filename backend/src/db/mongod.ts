import type { DryMongoBinary } from 'mongodb-memory-server-core';

/**
 * mongodb-memory-server-core, loaded on first use: it is a development dependency (absent from production
 * installs), needed only when no MONGODB_URI is set. Null when it is not installed.
 */
async function loadCore() {
  try {
    const [core, download, config] = await Promise.all([
      import('mongodb-memory-server-core'),
      import('mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl.js'),
      import('mongodb-memory-server-core/lib/util/resolveConfig.js'),
    ]);
    return { ...core, ...download, ...config };
  } catch (err) {
    if (isMissingModule(err)) return null;
    throw err;
  }
}

/** A package that is not installed, as require() and import() report it. */
export function isMissingModule(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}

/** Where a mongod binary comes from, or why none can be had. */
export type BinaryLookup = { found: true; path: string; source: 'system' | 'cache' | 'download' } | { found: false; reason: string };

/**
 * Finds a mongod binary the way mongodb-memory-server does (MONGOMS_SYSTEM_BINARY, then its download
 * cache), and downloads one only when the download URL answers a HEAD request within `probeMs`, so an
 * offline machine gives up in well under a second instead of waiting on the library's download.
 * mongodb-memory-server reads its MONGOMS_* variables itself.
 */
export async function findMongodBinary(probeMs: number): Promise<BinaryLookup> {
  const core = await loadCore();
  if (!core) return { found: false, reason: 'mongodb-memory-server-core is not installed (a development dependency)' };
  const { MongoBinary, MongoBinaryDownloadUrl, ResolveConfigVariables, envToBool, resolveConfig } = core;
  let options: Awaited<ReturnType<typeof DryMongoBinary.generateOptions>>;
  try {
    options = await core.DryMongoBinary.generateOptions();
    const located = await core.DryMongoBinary.locateBinary(options);
    if (located) return { found: true, path: located, source: options.systemBinary ? 'system' : 'cache' };
  } catch (err) {
    return { found: false, reason: `mongod binary lookup failed: ${message(err)}` };
  }
  if (!envToBool(resolveConfig(ResolveConfigVariables.RUNTIME_DOWNLOAD) ?? 'true')) {
    return { found: false, reason: 'no cached mongod binary and MONGOMS_RUNTIME_DOWNLOAD is off' };
  }
  let url: string;
  try {
    url = await new MongoBinaryDownloadUrl({ platform: options.platform, arch: options.arch, version: options.version, os: options.os }).getDownloadUrl();
  } catch (err) {
    return { found: false, reason: `no mongod download for this platform: ${message(err)}` };
  }
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(probeMs) });
    if (!res.ok) return { found: false, reason: `mongod download unavailable (HTTP ${res.status} from ${url})` };
  } catch (err) {
    return { found: false, reason: `mongod download unreachable (${url}): ${message(err)}` };
  }
  try {
    return { found: true, path: await MongoBinary.getPath(options), source: 'download' };
  } catch (err) {
    return { found: false, reason: `mongod download failed: ${message(err)}` };
  }
}

/** A one-node replica set (transactions need one), its data in `dbPath` when given. */
export async function startMongodReplSet(dbPath: string | undefined): Promise<{ uri: string; stop(): Promise<void> }> {
  const core = await loadCore();
  if (!core) throw new Error('mongodb-memory-server-core is not installed (a development dependency)');
  const replSet = await core.MongoMemoryReplSet.create({
    replSet: { count: 1, name: 'rs0', storageEngine: 'wiredTiger' },
    instanceOpts: dbPath ? [{ dbPath, storageEngine: 'wiredTiger' }] : undefined,
  });
  await replSet.waitUntilRunning();
  return {
    uri: replSet.getUri(),
    stop: async () => {
      await replSet.stop({ doCleanup: dbPath === undefined, force: false });
    },
  };
}

function message(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${err.message} (${cause.code})` : err.message;
}
