import type { Page } from 'playwright-core';
import type { UserDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const PASSWORD = 'player-pass-1';

interface Player {
  email: string;
  token: string;
  user: UserDto;
}

/** Registers a player through the API. */
async function registerPlayer(page: Page, name: string): Promise<Player> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: UserDto };
  return { email: `${name.toLowerCase()}@example.com`, token: body.token, user: body.user };
}

/** Grants coins the way an operator does: the admin signs in and calls give-coins. */
async function grantCoins(page: Page, userId: string, amount: number): Promise<void> {
  const login = await page.request.post('/api/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.post('/api/admin/give-coins', {
    data: { userId, amount, reason: 'browser test' },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status() !== 200) throw new Error(`give-coins: ${res.status()} ${await res.text()}`);
}

/** Signs in through the top bar's dialog. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Starts a page already signed in (the stored session), for tests about something else. */
async function signedInPage(page: Page, player: Player, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, player);
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The top bar's balance (a CSS locator: while a dialog is open, the rest of the page is hidden from role queries). */
const balanceLink = (page: Page) => page.locator('header a[aria-label^="Balance:"]');
const balanceOnScreen = async (page: Page) => Number(((await balanceLink(page).textContent()) ?? '').replace(/\D/g, ''));
const card = (page: Page, name: string) => page.getByTestId('box-card').filter({ hasText: name });
const countLine = (page: Page) => page.getByTestId('results-count');

/** Records box openings the page sends, over REST and over the socket. */
function watchOpenings(page: Page): { rest: string[]; socket: string[] } {
  const seen = { rest: [] as string[], socket: [] as string[] };
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/boxes\/[^/]+\/open$/.test(req.url())) seen.rest.push(req.url());
  });
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => {
      if (String(payload).includes('box:open')) seen.socket.push(String(payload));
    });
  });
  return seen;
}

browserSuite(
  'boxes and openings',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('a player with granted coins opens a box from /boxes, sees the result, resells a win, and the top-bar balance follows without a reload', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      const player = await registerPlayer(page, 'Opener');
      await grantCoins(page, player.user.id, 100_000);
      const openings = watchOpenings(page);
      await page.goto('/boxes');
      await signIn(page, player.email);
      await balanceLink(page).filter({ hasText: '100,000' }).waitFor();
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

      await card(page, 'Gadget Grab').click();
      const details = page.getByRole('dialog', { name: 'Gadget Grab' });
      await details.getByTestId('legendary-panel').getByText('Play 5 more times to unlock legendary prizes.').waitFor();
      await details.getByTestId('open-box').click();

      // The first opening plays out in full: spinning, revealing, result; the price is taken at once.
      const stage = page.getByTestId('opening-stage');
      await page.locator('[data-testid="opening-stage"][data-phase="spinning"]').waitFor();
      await balanceLink(page).filter({ hasText: '99,500' }).waitFor();
      await page.locator('[data-testid="opening-stage"][data-phase="revealing"]').waitFor();
      await stage.waitFor({ state: 'detached' });
      let result = page.getByTestId('opening-result');
      await result.waitFor();
      let balance = 99_500;
      expect(await balanceOnScreen(page)).toBe(balance);
      expect(await page.getByRole('link', { name: /Provably fair/ }).getAttribute('href')).toMatch(/^\/fairness\?opening=[0-9a-f]{24}$/);

      // Keep opening (skipping the animation) until a win: every loss offers Try Again.
      for (let attempt = 0; (await result.getAttribute('data-outcome')) === 'loss'; attempt += 1) {
        if (attempt > 40) throw new Error('no win in 40 openings');
        await page.getByRole('button', { name: 'Try Again' }).click();
        balance -= 500;
        await page.getByRole('button', { name: 'Skip' }).click();
        result = page.getByTestId('opening-result');
        await result.waitFor();
        await balanceLink(page)
          .filter({ hasText: balance.toLocaleString('en-US') })
          .waitFor();
      }
      const prize = await result.getByTestId('prize-name').textContent();
      expect(prize).toBeTruthy();
      const resale = Number(((await page.getByText(/^Resell now for/).textContent()) ?? '').replace(/\D/g, ''));
      expect(resale).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Resell for Coins' }).click();
      const credited = page.getByTestId('credited');
      await credited.waitFor();
      expect(await credited.textContent()).toBe(`+${resale.toLocaleString('en-US')} coins`);
      await page.getByText('Prize resold', { exact: true }).waitFor();
      await balanceLink(page)
        .filter({ hasText: (balance + resale).toLocaleString('en-US') })
        .waitFor();

      const me = (await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as UserDto;
      expect(me.balance).toBe(balance + resale);
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      expect(openings.rest.length + openings.socket.length).toBeGreaterThan(0);

      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }, 120_000);

    test('filtering and sorting on /boxes, kept in the address', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto('/boxes');
      await countLine(page).getByText('Showing 18 of 18').waitFor();
      await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Luxury' }).click();
      await countLine(page).getByText('Showing 3 of 18').waitFor();
      expect(new URL(page.url()).searchParams.get('category')).toBe('Luxury');

      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Price: High to Low' }).click();
      const names = async () =>
        page.getByTestId('box-card').evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="box-card-name"]')?.textContent));
      await page.waitForURL(/sort=price-high/);
      await page.getByTestId('box-card').first().filter({ hasText: 'Watch Vault' }).waitFor();
      expect(await names()).toEqual(['Watch Vault', 'Diamond Heist', 'Lap of Luxury']);
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Price: Low to High' }).click();
      await page.waitForURL(/sort=price-low/);
      await page.getByTestId('box-card').first().filter({ hasText: 'Lap of Luxury' }).waitFor();
      expect(await names()).toEqual(['Lap of Luxury', 'Diamond Heist', 'Watch Vault']);

      await page.getByRole('searchbox', { name: 'Search boxes' }).fill('pokemon');
      await page.getByText('No boxes found').waitFor();
      await countLine(page).getByText('Showing 0 of 18').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await countLine(page).getByText('Showing 18 of 18').waitFor();
      await page.getByRole('searchbox', { name: 'Search boxes' }).fill('pokemon');
      await countLine(page).getByText('Showing 1 of 18').waitFor();
      await page.getByTestId('box-card').first().filter({ hasText: 'Pokémon Vault' }).waitFor();
      expect(await names()).toEqual(['Pokémon Vault']);

      // A shared link restores the same view.
      await page.goto('/boxes?category=Tech&sort=name');
      await countLine(page).getByText('Showing 2 of 18').waitFor();
      await page.getByTestId('box-card').first().filter({ hasText: 'Apple Vault' }).waitFor();
      expect(await names()).toEqual(['Apple Vault', 'Gadget Grab']);
      await page.goBack();
      await countLine(page).getByText('Showing 1 of 18').waitFor();
    });

    test('signed out: clicking a box opens the login dialog', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 375, height: 800 } });
      await page.goto('/boxes');
      await card(page, 'Apple Vault').click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }).waitFor();
    });

    test('insufficient balance: the toast, and no opening is sent', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      const player = await registerPlayer(page, 'Broke');
      await grantCoins(page, player.user.id, 499);
      const openings = watchOpenings(page);
      await signedInPage(page, { ...player, user: { ...player.user, balance: 499 } }, '/boxes');
      await card(page, 'Gadget Grab').click();
      const details = page.getByRole('dialog', { name: 'Gadget Grab' });
      await details.getByTestId('legendary-panel').waitFor();
      await details.getByTestId('open-box').click();
      await page.getByText('Insufficient Balance', { exact: true }).waitFor();
      // The toast and the opening are the two branches of one click handler: with the toast shown, none was sent.
      await page.getByText("You don't have enough coins to open this box", { exact: true }).waitFor();
      expect(openings).toEqual({ rest: [], socket: [] });
      expect(await page.getByTestId('opening-stage').count()).toBe(0);
      expect(await balanceOnScreen(page)).toBe(499);
    });
  },
);
