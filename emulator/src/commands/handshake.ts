import { ObjectId } from 'bson';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from '../wire';
import type { Doc } from '../types';
import type { CommandContext } from './context';
import type { CommandSpec } from './types';

/** The version the emulator reports (MongoDB 8.0 wire protocol: the client-level `bulkWrite` command). */
export const SERVER_VERSION = '8.0.0';
export const MAX_WIRE_VERSION = 25;
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

/**
 * hello / isMaster: a one-node replica-set primary with logical sessions (so transactions work), with
 * and without `directConnection`. No topologyVersion, so the driver polls instead of awaiting.
 */
function hello(ctx: CommandContext, legacy: boolean): Doc {
  const { me, setName } = ctx.state;
  const reply: Doc = {
    ...(ctx.body.helloOk === true ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    secondary: false,
    setName,
    setVersion: 1,
    electionId: ELECTION_ID,
    hosts: [me],
    primary: me,
    me,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: ctx.state.wireVersion,
    readOnly: false,
    ok: 1,
  };
  return reply;
}

function buildInfo(): Doc {
  return {
    version: SERVER_VERSION,
    gitVersion: 'nova-emulator',
    versionArray: [8, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['nova-emulator'],
    modules: [],
    ok: 1,
  };
}

function endSessions(ctx: CommandContext): Doc {
  const ids = ctx.body[ctx.name];
  const keys = Array.isArray(ids) ? ids.map((lsid) => ctx.state.sessions.key({ id: (lsid as Doc | undefined)?.id })) : [];
  ctx.state.sessions.end(keys.filter((k): k is string => k !== null));
  return { ok: 1 };
}

export const handshakeCommands: Record<string, CommandSpec> = {
  hello: { run: (ctx) => hello(ctx, false) },
  ismaster: { run: (ctx) => hello(ctx, true) },
  isMaster: { run: (ctx) => hello(ctx, true) },
  ping: { run: () => ({ ok: 1 }) },
  buildInfo: { run: buildInfo },
  buildinfo: { run: buildInfo },
  endSessions: { run: endSessions },
  refreshSessions: { run: () => ({ ok: 1 }) },
};
