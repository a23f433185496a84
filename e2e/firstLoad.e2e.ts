import type { Page, Request } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { eventually } from '../backend/test/eventually';
import { browserSuite, signedIn } from './harness';

interface FirstLoad {
  /** The API paths requested, in order, one entry per request. */
  requested: string[];
  /** The API paths whose request failed (an aborted request fails with net::ERR_ABORTED). */
  failed: string[];
}

const apiPath = (request: Request): string | null => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') ? pathname : null;
};

/**
 * Loads `path` and records its first load's API requests: those sent before the live connection opens. The realtime
 * layer starts once the first page is shown and its reads have settled (the first-load rule's `firstPageShown` stage);
 * after it subscribes, each live feed reads its snapshot again by design, so that no change falls between snapshot and
 * subscription (realtime/feeds.ts). Resolves once every recorded request has finished or failed.
 */
async function firstLoad(page: Page, open: () => Promise<unknown>): Promise<FirstLoad> {
  const sent = new Set<Request>();
  const outcome = new Map<Request, 'finished' | 'failed'>();
  let recording = true;
  page.on('request', (request) => {
    if (recording && apiPath(request)) sent.add(request);
  });
  page.on('requestfinished', (request) => outcome.set(request, 'finished'));
  page.on('requestfailed', (request) => outcome.set(request, 'failed'));
  const live = page.waitForEvent('websocket');
  await open();
  await live;
  recording = false;
  await eventually(() => [...sent].every((request) => outcome.has(request)));
  const requested = [...sent].map((request) => apiPath(request)!);
  return { requested, failed: [...sent].filter((request) => outcome.get(request) === 'failed').map((request) => apiPath(request)!) };
}

/** Paths that occur more than once in `paths`. */
const repeated = (paths: string[]): string[] => [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))];

browserSuite('first load', {}, (_ctx, test) => {
  for (const path of ['/', '/boxes']) {
    test(`${path} sends each API request once and aborts none`, async ({ newPage }) => {
      const page = await newPage();
      const load = await firstLoad(page, () => page.goto(path));
      expect(load.requested).toContain('/api/config');
      expect(repeated(load.requested)).toEqual([]);
      expect(load.failed).toEqual([]);
    });
  }

  test('/dashboard, signed in, sends each API request once and aborts none', async ({ newPage }) => {
    const page = await newPage();
    const registered = await page.request.post('/api/register', {
      data: { username: 'FirstLoad', email: 'first-load@example.com', password: 'player-pass-1' },
    });
    expect(registered.status()).toBe(201);
    const session = (await registered.json()) as AuthResponseDto;
    const load = await firstLoad(page, () => signedIn(page, session, '/dashboard'));
    // The session's start-up reads the user; the page's figures, activity, shipments, purchases, limits and bonus.
    expect(load.requested).toEqual(expect.arrayContaining(['/api/me', '/api/me/summary', '/api/history', '/api/daily-bonus']));
    expect(repeated(load.requested)).toEqual([]);
    expect(load.failed).toEqual([]);
  });
});
