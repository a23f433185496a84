/**
 * The players of `bench:system`: signed-in accounts opening boxes over REST (`POST /api/boxes/:id/open`) as fast as
 * their answers come, each player one request at a time on a kept-alive connection, as a browser tab whose socket is
 * down does. Set up through the app's own API: each player registers once (registration answers a session, so no
 * sign-in budget is spent) and the bench's admin grants them coins.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AuthResponseDto, BoxDto, OpenBoxResultDto } from '@nova/protocol';
import { LIMITS } from '@nova/protocol';
import { wallClock } from './wallClock';

export interface Answer<T> {
  status: number;
  body: T;
}

/** HTTP against one server on kept-alive connections (one per player at most). */
export class Api {
  private readonly agent: Agent;

  constructor(
    private readonly base: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  call<T>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            try {
              resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
            } catch (err) {
              reject(new Error(`${method} ${path} answered ${res.statusCode} with no JSON: ${text.slice(0, 200)} (${String(err)})`));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Like `call`, but an answer other than `expected` is an error naming the route and the answer. */
  async expect<T>(expected: number, method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const answer = await this.call<T>(method, path, body, token);
    if (answer.status !== expected) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Player {
  id: string;
  token: string;
}

/** The cheapest published box (a starter box in the seeded catalog). */
export async function cheapestBox(api: Api): Promise<BoxDto> {
  const boxes = await api.expect<BoxDto[]>(200, 'GET', '/api/boxes');
  const box = [...boxes].sort((a, b) => a.priceCoins - b.priceCoins)[0];
  if (!box) throw new Error('the catalog has no box');
  return box;
}

/** Registers `count` players (a run-unique name each) and grants each `coins` through the admin's coin grants. */
export async function createPlayers(api: Api, adminToken: string, count: number, coins: number): Promise<Player[]> {
  const run = randomUUID().slice(0, 8);
  const players = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const username = `sys${run}p${i}`;
      const { token, user } = await api.expect<AuthResponseDto>(201, 'POST', '/api/register', {
        username,
        email: `${username}@bench.example`,
        password: 'bench-password-1',
      });
      return { id: user.id, token };
    }),
  );
  for (const player of players) {
    for (let left = coins; left > 0; left -= LIMITS.grantMax) {
      const amount = Math.min(left, LIMITS.grantMax);
      await api.expect(200, 'POST', '/api/admin/give-coins', { userId: player.id, amount, reason: 'bench:system' }, adminToken);
    }
  }
  return players;
}

/** One opening as a player saw it. */
export interface Opened {
  /** Wall-clock ms when the request was sent. */
  sentAt: number;
  latencyMs: number;
  openingId: string;
  /** A win with a prize worth something: the winners feed announces it. */
  announced: boolean;
}

/**
 * Every player opens `boxId` one request after another until `durationMs` has passed (a request under way then is
 * finished, and counted). Resolves with every opening and the time the last answer came.
 */
export async function openFor(api: Api, players: Player[], boxId: string, durationMs: number): Promise<{ opened: Opened[]; elapsedMs: number }> {
  const opened: Opened[] = [];
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < until) {
        const sentAt = wallClock();
        const t = performance.now();
        const answer = await api.call<OpenBoxResultDto>('POST', `/api/boxes/${boxId}/open`, { requestId: randomUUID() }, player.token);
        const latencyMs = performance.now() - t;
        if (answer.status !== 200) throw new Error(`an opening answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        const { openingId, isWin, prize } = answer.body;
        opened.push({ sentAt, latencyMs, openingId, announced: isWin && Number(prize.valueInUSD) > 0 });
      }
    }),
  );
  return { opened, elapsedMs: performance.now() - started };
}
