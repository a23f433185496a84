import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, PaymentIntentDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { browserSuite, signedIn } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'admin-overview');
const PRICE = 500;

// The server's clock stands at 12:00 UTC of today, so no step of these tests straddles the daily reset
// (CLOCK_OFFSET_MS is refused in production; NODE_ENV=test changes nothing else).
const noon = new Date();
noon.setUTCHours(12, 0, 0, 0);
const ENV = {
  NODE_ENV: 'test',
  CLOCK_OFFSET_MS: String(noon.getTime() - Date.now()),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_RATE_MAX_PER_IP: '1000',
  PAYMENTS_PROVIDER: 'simulated',
};

type Session = AuthResponseDto;

async function login(page: Page): Promise<Session> {
  return (await (await page.request.post('/api/login', { data: ADMIN })).json()) as Session;
}

/** Registers a player and grants coins as the admin. */
async function fundedPlayer(page: Page, name: string, coins: number): Promise<Session> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  const player = (await res.json()) as Session;
  const admin = await login(page);
  const granted = await page.request.post('/api/admin/give-coins', {
    data: { userId: player.user.id, amount: coins, reason: 'e2e' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (granted.status() !== 200) throw new Error(`grant: ${granted.status()} ${await granted.text()}`);
  return player;
}

async function openBox(page: Page, token: string, boxId: string): Promise<void> {
  const res = await page.request.post(`/api/boxes/${boxId}/open`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 200) throw new Error(`open: ${res.status()} ${await res.text()}`);
}

/** The player confirms 18+ and buys a coin package with the simulated provider's test card, as the checkout page does. */
async function buyCoins(page: Page, token: string, packageId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object, status: number) => {
    const res = await page.request.post(path, { headers, data });
    if (res.status() !== status) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  await post('/api/payments/age-confirmation', {}, 200);
  const intent = (await post('/api/payments/intents', { packageId, requestId: randomUUID() }, 201)) as PaymentIntentDto;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  await post('/api/payments/simulated/confirm', { purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card }, 200);
}

/** Opens `path` with a stored session, as a returning visitor, and waits for the live connection. */
async function connected(page: Page, session: Session, path: string): Promise<void> {
  await signedIn(page, session, path);
  await page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`);
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __novaMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __novaMark?: boolean }).__novaMark === true);

/** Screenshots the page at `width` and checks nothing sticks out sideways. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

browserSuite('admin overview and leaderboard settings', ENV, (_ctx, test) => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the Overview opens the console and moves live when a player opens boxes and buys coins in another browser', async ({ newPage }) => {
    const boxId = await alwaysWins('Tech', PRICE, { name: 'Desk Lamp', rarity: 'common', valueUsdCents: 300 });
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await connected(admin, await login(admin), '/admin');
    await admin.waitForURL('**/admin/overview');
    await heading(admin, 'Overview').waitFor();
    await figure(admin, 'openings').getByText('0', { exact: true }).waitFor();
    await figure(admin, 'coinsSpent').getByText('0', { exact: true }).waitFor();
    await mark(admin);

    const playerPage = await newPage();
    const player = await fundedPlayer(playerPage, 'Orion', 5_000);
    await openBox(playerPage, player.token, boxId);
    await openBox(playerPage, player.token, boxId);

    // The admin's figures follow without a reload: two openings, 1,000 coins, $6 of prizes, $4 margin.
    await figure(admin, 'openings').getByText('2', { exact: true }).waitFor();
    await figure(admin, 'coinsSpent').getByText('1,000', { exact: true }).waitFor();
    await figure(admin, 'prizeValue').getByText('$6.00').waitFor();
    await figure(admin, 'grossMargin').getByText('$4.00').waitFor();
    await figure(admin, 'activePlayers').getByText('1', { exact: true }).waitFor();
    // A coin purchase moves the revenue (the payments domain's figure).
    await figure(admin, 'revenue').getByText('$0.00', { exact: true }).waitFor();
    await buyCoins(playerPage, player.token, 'basic');
    await figure(admin, 'revenue').getByText('$10.00', { exact: true }).waitFor();
    await admin.getByRole('group', { name: 'Revenue' }).getByText('Coin purchases less refunds (purchases: 1, refunded: $0.00)').waitFor();
    expect(await sameDocument(admin)).toBe(true);
    await shoot(admin, 'overview', 1280);

    // All time counts them too (and the player's sign-up); the chart has today's bar.
    await admin.getByRole('tab', { name: 'All time' }).click();
    await admin.getByText('Since the shop opened').waitFor();
    await figure(admin, 'openings').getByText('2', { exact: true }).waitFor();
    expect(await admin.getByTestId('chart-bar').count()).toBe(30);
    await shoot(admin, 'overview-all', 375);

    // One more opening while the admin watches the narrow layout.
    await admin.getByRole('tab', { name: 'Today' }).click();
    await openBox(playerPage, player.token, boxId);
    await figure(admin, 'openings').getByText('3', { exact: true }).waitFor();
    await figure(admin, 'coinsSpent').getByText('1,500', { exact: true }).waitFor();
    await shoot(admin, 'overview', 375);

    // Arabic: the console mirrors; the figures read the same.
    await admin.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
    await admin.reload();
    await heading(admin, 'نظرة عامة').waitFor();
    await figure(admin, 'openings').getByText('3', { exact: true }).waitFor();
    await shoot(admin, 'overview-ar', 375);
    await shoot(admin, 'overview-ar', 1280);
  }, 120_000);

  test("the admin changes the coming days' split; the Leaderboard section shows it, today's competition keeps its own", async ({
    newPage,
  }) => {
    const boxId = await alwaysWins('Gaming', PRICE, { name: 'Mouse Pad', rarity: 'common', valueUsdCents: 200 });
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await connected(admin, await login(admin), '/admin/leaderboard');
    await heading(admin, 'Leaderboard').waitFor();
    const today = admin.getByRole('region', { name: "Today's competition" });
    await today.getByText(/prize pool \$500\.00, paid places: 10/).waitFor();

    // Today's top 10 moves live.
    const playerPage = await newPage();
    const player = await fundedPlayer(playerPage, 'Lyra', 5_000);
    await openBox(playerPage, player.token, boxId);
    const row = admin.getByTestId('today-row').filter({ hasText: 'Lyra' });
    await row.getByText('500', { exact: true }).waitFor();
    await openBox(playerPage, player.token, boxId);
    await row.getByText('1,000', { exact: true }).waitFor();

    // The settings of coming days: $300 over two places.
    const form = admin.getByRole('region', { name: 'Settings for coming days' });
    await form.getByLabel('Name', { exact: true }).fill('Weekend Sprint');
    await form.getByLabel('Description').fill('Two places share $300.');
    await form.getByLabel('Total prize (USD)').fill('300');
    for (let i = 0; i < 8; i++) await form.getByRole('button', { name: 'Remove the last place' }).click();
    await form.getByLabel('Place 1', { exact: true }).fill('200');
    await form.getByLabel('Place 2', { exact: true }).fill('50');
    await form.getByRole('status').getByText('$50.00 left to assign.').waitFor();
    await shoot(admin, 'leaderboard-form', 375);
    await form.getByLabel('Place 2', { exact: true }).fill('100');
    await form.getByRole('status').getByText('they match the total.').waitFor();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Leaderboard settings saved', { exact: true }).waitFor();
    await form.getByText(/Last saved by .+ \(version 1\)\./).waitFor();

    // After a reload the section shows the saved split; today's competition and the public page keep theirs.
    await admin.reload();
    await heading(admin, 'Leaderboard').waitFor();
    await expect(form.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Weekend Sprint');
    await expect(form.getByLabel('Total prize (USD)').inputValue()).resolves.toBe('300');
    expect(await form.getByLabel(/^Place \d+$/).count()).toBe(2);
    await expect(form.getByLabel('Place 2', { exact: true }).inputValue()).resolves.toBe('100');
    await today.getByText(/prize pool \$500\.00, paid places: 10/).waitFor();
    await admin.getByTestId('today-row').filter({ hasText: 'Lyra' }).waitFor();
    await shoot(admin, 'leaderboard', 1280);
    await shoot(admin, 'leaderboard', 375);

    // The change is in the audit log.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
    await admin.getByTestId('audit-entry').filter({ hasText: 'Leaderboard settings changed' }).getByText('Weekend Sprint').waitFor();

    const visitor = await newPage();
    await visitor.goto('/leaderboard');
    await visitor.getByRole('heading', { level: 2, name: 'Daily Leaderboard' }).waitFor();
    await visitor.getByRole('region', { name: 'Prize breakdown' }).getByText('$500.00').waitFor();
  }, 120_000);
});
