// `npm start` under a process manager: a stop signal sent to the npm process alone (not to its process group) stops
// the server. npm passes SIGINT and SIGTERM on to its child; the shell npm runs scripts with used to stand between
// them and drop the signal, leaving the server running with nobody to stop it. `--skip-build` serves what `npm test`
// compiled, so the test builds nothing (the front end's folder may be missing: the server then serves only the API).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const UNREACHABLE = 'http://127.0.0.1:9/{base}.json';

/** `npm start -- --skip-build` in a process group of its own; resolves with it and its port once it is serving. */
function startShop() {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    DB_ENGINE: 'emulator',
    LOG_LEVEL: 'warn',
    CURRENCY_RATES_URL: UNREACHABLE,
    CURRENCY_RATES_MIRROR_URL: UNREACHABLE,
  };
  delete env.NODE_ENV; // Jest's `test`: npm start's own default (production) is what a process manager runs.
  const npm = spawn('npm', ['start', '--', '--skip-build'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Nova is running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve({ npm, exited, port: Number(match[1]), output: () => output });
    };
    npm.stdout.on('data', onData);
    npm.stderr.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`npm start ended (${signal ?? code}) before serving:\n${output}`)));
  });
}

/** Whether something accepts connections on `port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the group `id` still runs (npm, the server, its workers). */
function groupAlive(id) {
  try {
    process.kill(-id, 0);
    return true;
  } catch {
    return false;
  }
}

let group;
afterEach(() => {
  // Whatever a failed run left behind in the group (the server npm lost track of) is stopped here.
  try {
    if (group) process.kill(-group, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
  group = undefined;
});

test.each(['SIGTERM', 'SIGINT'])(
  '%s to the npm process alone stops the server, and npm exits cleanly',
  async (signal) => {
    const shop = await startShop();
    group = shop.npm.pid;
    expect(await listening(shop.port)).toBe(true);

    shop.npm.kill(signal);
    const { code } = await shop.exited;

    // npm exits once its child has: the server has stopped, so nothing listens on its port any more.
    expect(await listening(shop.port)).toBe(false);
    expect({ code, signal: (await shop.exited).signal }).toEqual({ code: 0, signal: null });
    // Production's default is one worker per core: with several cores the primary stopped its workers before it exited.
    if (availableParallelism() > 1) expect(shop.output()).toMatch(`(${availableParallelism()} workers)`);
    expect(groupAlive(shop.npm.pid)).toBe(false);
    expect(shop.output()).not.toMatch(/shutdown failed/);
  },
  60_000,
);
