import type { Page } from 'playwright-core';
import type { OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { browserSuite } from './harness';
import { E2E_ADMIN, fundedPlayer } from './players';

const ADMIN = E2E_ADMIN;
const PRICE = 500;

async function openBox(page: Page, token: string, boxId: string): Promise<OpenBoxResultDto> {
  const res = await page.request.post(`/api/boxes/${boxId}/open`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 200) throw new Error(`open: ${res.status()} ${await res.text()}`);
  return (await res.json()) as OpenBoxResultDto;
}

/** Marks the document; `sameDocument` is false after any reload or full navigation. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __novaMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __novaMark?: boolean }).__novaMark === true);

browserSuite('realtime', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('a winner appears on the Winners page and the leaderboard moves, live, in another browser', async ({ newPage }) => {
    const boxId = await alwaysWins('Luxury', PRICE, { name: 'Golden Trophy', rarity: 'epic', valueUsdCents: 12_500 });

    // The watcher: a visitor on the Winners page.
    const watcher = await newPage();
    await watcher.goto('/winners');
    await watcher.getByRole('heading', { level: 1, name: 'Winners' }).waitFor();
    await watcher.getByText('No winners yet').waitFor();
    await watcher.getByText('Live', { exact: true }).waitFor();
    await mark(watcher);

    // The player, signed in in another browser context, opens a box.
    const playerPage = await newPage();
    const player = await fundedPlayer(playerPage, 'Vega', 5_000);
    await playerPage.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [player.token, JSON.stringify({ ...player.user, balance: 5_000, balanceVersion: 1 })] as const,
    );
    await playerPage.goto('/');
    const balance = playerPage.getByRole('banner').getByRole('link', { name: /^Balance:/ });
    await balance.getByText('5,000').waitFor();
    await mark(playerPage);
    await playerPage.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);
    const first = await openBox(playerPage, player.token, boxId);
    expect(first.prize.name).toBe('Golden Trophy');

    // The watcher sees the win arrive, at the top, marked new, without reloading.
    const row = watcher.getByTestId('winner-row').first();
    await row.getByText('Golden Trophy').waitFor();
    await row.getByText('New').waitFor();
    await row.getByText('$125.00').waitFor();
    await row.getByText(/Vega/).waitFor();
    expect(await sameDocument(watcher)).toBe(true);
    // The player's own top bar followed balance:changed.
    await balance.getByText('4,500').waitFor();
    expect(await sameDocument(playerPage)).toBe(true);

    // The watcher moves to the Leaderboard (client-side navigation) and watches it move.
    await watcher.getByRole('banner').getByRole('link', { name: 'Leaderboard' }).first().click();
    await watcher.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    const ranking = watcher.getByRole('table', { name: 'Full ranking' });
    const vegaRow = ranking.getByTestId('ranking-row').filter({ hasText: 'Vega' });
    await vegaRow.getByText('500', { exact: true }).waitFor();
    await openBox(playerPage, player.token, boxId);
    await vegaRow.getByText('1,000', { exact: true }).waitFor();
    await watcher.getByRole('list', { name: 'Top 3' }).getByText('Vega').waitFor();
    expect(await sameDocument(watcher)).toBe(true);
    await balance.getByText('4,000').waitFor();
  });
});
