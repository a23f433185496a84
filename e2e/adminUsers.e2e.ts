import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { watchConsole } from './console';
import { browserSuite, signedIn } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'admin-users');

type Session = AuthResponseDto;

async function register(page: Page, name: string): Promise<Session> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

async function login(page: Page): Promise<Session> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  if (res.status() !== 200) throw new Error(`admin login: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** Screenshots the page as it is, at `width` (toasts closed), and checks nothing sticks out sideways. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => {});
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

const balancePill = (page: Page, coins: string) => page.getByRole('banner').getByLabel(new RegExp(`^Balance: ${coins} coins`));
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name });

browserSuite(
  'admin users and winners',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

    test('an admin finds a player, grants and claws back coins the player sees move live, audits both, and hides a win from an open winners page', async ({
      newPage,
    }) => {
      // The player: signed in on the winners page in a browser of their own.
      const setup = await newPage();
      const player = await register(setup, 'Marlow');
      for (const name of ['Maple', 'Orion', 'Vega']) await register(setup, name);
      const boxId = await alwaysWins('Luxury', 1_500, { name: 'Rolex Submariner Date', rarity: 'epic', valueUsdCents: 1_050_000 });
      const playerPage = await newPage({ viewport: { width: 375, height: 812 } });
      await signedIn(playerPage, player, '/winners');
      await balancePill(playerPage, '0').waitFor();

      // The admin finds the player by searching the Users section.
      const admin = await newPage({ viewport: { width: 1280, height: 900 } });
      const adminConsole = watchConsole(admin);
      await signedIn(admin, await login(setup), '/admin/users');
      await heading(admin, 'Users').waitFor();
      await admin.getByRole('searchbox', { name: 'Search users' }).fill('marl');
      await admin.waitForURL('**/admin/users?q=marl');
      const row = admin.getByRole('table', { name: 'Users' }).getByTestId('admin-user');
      await row.filter({ hasText: 'Vega' }).waitFor({ state: 'detached' });
      await row.filter({ hasText: 'Marlow' }).waitFor();
      expect(await row.count()).toBe(1);
      await admin.getByRole('searchbox', { name: 'Search users' }).fill('');
      await admin.waitForURL(/\/admin\/users$/);
      await row.filter({ hasText: 'Vega' }).waitFor();
      await shoot(admin, 'users', 1280);
      await shoot(admin, 'users', 375);
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.getByRole('searchbox', { name: 'Search users' }).fill('marlow');
      await admin.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Marlow' }).click();
      await heading(admin, /Marlow/).waitFor();

      // Give coins: the player's balance moves in their own browser without a reload.
      await admin.getByRole('button', { name: 'Give coins' }).click();
      const give = admin.getByRole('dialog', { name: 'Give coins' });
      await give.getByLabel('Amount (coins)').fill('5000');
      await give.getByLabel('Reason (optional)').fill('Welcome back');
      await shoot(admin, 'give-coins', 1280);
      await give.getByRole('button', { name: 'Give coins' }).dblclick();
      await give.waitFor({ state: 'hidden' });
      // Opening the dialog with an empty amount and giving coins leave nothing in the console (the amount once started
      // as NaN, which Chromium reports as 'The specified value "NaN" cannot be parsed').
      expect(adminConsole).toEqual([]);
      await balancePill(playerPage, '5,000').waitFor();
      await admin.getByTestId('user-balance').getByText('5,000').waitFor();

      // The player wins a watch with those coins; it arrives on their open winners page.
      const opened = await setup.request.post(`/api/boxes/${boxId}/open`, { headers: { authorization: `Bearer ${player.token}` } });
      expect(opened.status()).toBe(200);
      const win = (await opened.json()) as OpenBoxResultDto;
      const winnerRow = playerPage.getByTestId('winner-row').filter({ hasText: 'Rolex Submariner Date' });
      await winnerRow.waitFor();
      await balancePill(playerPage, '3,500').waitFor();

      // Claw back part of it, with a reason.
      await admin.reload();
      await admin.getByTestId('user-balance').getByText('3,500').waitFor();
      await admin.getByRole('button', { name: 'Claw back' }).click();
      const claw = admin.getByRole('dialog', { name: 'Claw back coins' });
      await claw.getByLabel('Amount (coins)').fill('1200');
      await claw.getByLabel('Reason', { exact: true }).fill('Duplicate welcome grant');
      await claw.getByRole('button', { name: 'Claw back' }).click();
      await claw.waitFor({ state: 'hidden' });
      await balancePill(playerPage, '2,300').waitFor();
      expect(adminConsole).toEqual([]);
      const entries = admin.getByTestId('ledger-entry');
      await entries.filter({ hasText: 'Duplicate welcome grant' }).waitFor();
      expect(await entries.filter({ hasText: 'Coins granted' }).count()).toBe(1); // the double click granted once
      await admin.getByRole('tab', { name: 'Openings' }).click();
      await admin.getByTestId('user-opening').filter({ hasText: 'Rolex Submariner Date' }).waitFor();
      await admin.getByRole('tab', { name: 'Ledger' }).click();
      await entries.first().waitFor();
      await shoot(admin, 'user-page', 1280);
      await shoot(admin, 'user-page', 375);
      await admin.setViewportSize({ width: 1280, height: 900 });

      // The audit log lists both.
      await section(admin, 'Audit log').click();
      await heading(admin, 'Audit log').waitFor();
      const audit = admin.getByTestId('audit-entry');
      await audit.filter({ hasText: 'Coins clawed back' }).getByText('Reason: Duplicate welcome grant').waitFor();
      await audit.filter({ hasText: 'Coins granted' }).filter({ hasText: 'Marlow' }).getByText('Reason: Welcome back').waitFor();

      // Winners: hiding the watch takes it off the player's open winners page.
      const added = await setup.request.post('/api/admin/winners', {
        headers: { authorization: `Bearer ${(await login(setup)).token}` },
        data: { userId: player.user.id, boxId, prizeName: 'Signed racing helmet', prizeValue: '1250' },
      });
      expect(added.status()).toBe(201);
      await playerPage.getByTestId('winner-row').filter({ hasText: 'Signed racing helmet' }).waitFor();
      await section(admin, 'Winners').click();
      await heading(admin, 'Winners').waitFor();
      const card = admin.getByTestId('admin-winner').filter({ hasText: 'Rolex Submariner Date' });
      await card.getByText('Real win').waitFor();
      await admin.getByTestId('admin-winner').filter({ hasText: 'Signed racing helmet' }).getByText('Added by an admin').waitFor();
      await card.getByRole('button', { name: 'Hide Rolex Submariner Date won by Marlow' }).click();
      await card.getByText(/^Hidden by admin/).waitFor();
      await winnerRow.waitFor({ state: 'detached' });
      await playerPage.getByTestId('winner-row').filter({ hasText: 'Signed racing helmet' }).waitFor();
      await shoot(admin, 'winners', 1280);
      await shoot(admin, 'winners', 375);
      await shoot(playerPage, 'winners-page-player', 375);
      await admin.setViewportSize({ width: 1280, height: 900 });
      // Shown again, it comes back in its place; the player's own history never lost it.
      await card.getByRole('button', { name: 'Show Rolex Submariner Date won by Marlow again' }).click();
      await winnerRow.waitFor();
      const history = await setup.request.get('/api/history', { headers: { authorization: `Bearer ${player.token}` } });
      expect(((await history.json()) as { entries: { id: string }[] }).entries.map((e) => e.id)).toContain(win.openingId);

      await admin.getByRole('button', { name: 'Add winner' }).click();
      await admin.getByRole('dialog', { name: 'Add a winner' }).getByRole('button', { name: 'Add winner' }).click();
      await admin.getByRole('dialog').getByText('Select a box.').waitFor();
      await shoot(admin, 'add-winner', 1280);
      await shoot(admin, 'add-winner', 375);

      // Arabic: the console and the user page mirror.
      await admin.keyboard.press('Escape');
      await admin.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
      await admin.goto(`/admin/users/${player.user.id}`);
      await heading(admin, /Marlow/).waitFor();
      await admin.getByRole('tab', { name: 'الحركات' }).waitFor();
      await shoot(admin, 'user-page-ar', 375);
      await shoot(admin, 'user-page-ar', 1280);
    }, 180_000);
  },
);
