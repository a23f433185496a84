import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import type { NovaServer } from '../backend/src/server';
import { alwaysWins } from '../backend/test/catalog';
import { openBrowser, startNova } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

const live = (page: Page) => page.locator('[data-status="connected"]').waitFor({ timeout: 30_000 });
const offline = (page: Page) => page.locator('[data-status="connected"]').waitFor({ state: 'detached', timeout: 30_000 });

/**
 * The server restarts under open tabs (same port, same data directory, so sessions survive): a guest's tab and a
 * signed-in player's tab both go live again on their own, and both receive pushes after it.
 */
describe('a server restart under open tabs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-restart-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' };
  let nova: NovaServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    nova = await startNova(env);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await nova?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('guests and players reconnect and follow pushes again', async () => {
    const first = nova!;
    const guest = await (await browser!.newContext({ baseURL: first.url })).newPage();
    const playerContext = await browser!.newContext({ baseURL: first.url });
    const player = await playerContext.newPage();

    const registered = await player.request.post('/api/register', {
      data: { username: 'Phoenix', email: 'phoenix@example.com', password: 'player-pass-1' },
    });
    const session = (await registered.json()) as AuthResponseDto;
    await player.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
    await guest.goto('/winners');
    await guest.getByText('No winners yet').waitFor();
    await player.goto('/');
    await live(guest);
    await live(player);
    const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await mark(guest);
    await mark(player);

    await first.stop();
    await offline(guest);
    await offline(player);
    nova = await startNova({ ...env, PORT: String(first.port) });

    await live(guest);
    await live(player);
    // Live again means pushes arrive: a grant moves the player's balance, a win reaches the guest's Winners page.
    const admin = (await (await player.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
    const grant = await player.request.post('/api/admin/give-coins', {
      data: { userId: session.user.id, amount: 2_000, reason: 'e2e' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(grant.status()).toBe(200);
    await player.locator('header a[aria-label^="Balance:"]').filter({ hasText: '2,000' }).waitFor();
    const boxId = await alwaysWins('Luxury', 500, { name: 'Restart Trophy', rarity: 'epic', valueUsdCents: 9_900 });
    const opened = await player.request.post(`/api/boxes/${boxId}/open`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(opened.status()).toBe(200);
    await guest.getByTestId('winner-row').first().getByText('Restart Trophy').waitFor();
    await player.locator('header a[aria-label^="Balance:"]').filter({ hasText: '1,500' }).waitFor();
    for (const page of [guest, player]) {
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    }
  }, 120_000);
});
