import type { APIRequestContext, Page } from 'playwright-core';
import type { AuthResponseDto, BoxDto, OpenBoxResultDto, OpeningProofDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

interface Player {
  token: string;
  auth: { Authorization: string };
  session: AuthResponseDto;
}

/** A player registered through the API and funded by the admin (POST /api/admin/give-coins). */
async function fundedPlayer(request: APIRequestContext, name: string, coins: number): Promise<Player> {
  const reg = await request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (reg.status() !== 201) throw new Error(`register ${name}: ${reg.status()} ${await reg.text()}`);
  const session = (await reg.json()) as AuthResponseDto;
  const admin = (await (await request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
  const grant = await request.post('/api/admin/give-coins', {
    data: { userId: session.user.id, amount: coins, reason: 'browser test' },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (grant.status() !== 200) throw new Error(`grant: ${grant.status()} ${await grant.text()}`);
  return { token: session.token, auth: { Authorization: `Bearer ${session.token}` }, session };
}

/** Opens the cheapest box through the API until something is won (the catalog's boxes win more often than not). */
async function openUntilWin(request: APIRequestContext, player: Player): Promise<OpenBoxResultDto> {
  const boxes = (await (await request.get('/api/boxes')).json()) as BoxDto[];
  const box = [...boxes].sort((a, b) => a.priceCoins - b.priceCoins)[0]!;
  for (let i = 0; i < 20; i += 1) {
    const res = await request.post(`/api/boxes/${box.id}/open`, { headers: player.auth, data: { requestId: `e2e-${i}` } });
    if (res.status() !== 200) throw new Error(`open: ${res.status()} ${await res.text()}`);
    const opening = (await res.json()) as OpenBoxResultDto;
    if (opening.isWin) return opening;
  }
  throw new Error('no win in 20 openings');
}

/** Signs the page in with a stored session (the accounts tests cover the dialog itself). */
async function signIn(page: Page, player: Player): Promise<void> {
  const user = await (await page.request.get('/api/me', { headers: player.auth })).json();
  await page.addInitScript(
    ([token, stored]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', stored);
    },
    [player.token, JSON.stringify(user)] as const,
  );
}

const balanceOnDashboard = async (page: Page) => (await page.getByTestId('dashboard-balance').textContent()) ?? '';

browserSuite(
  'provable fairness and the dashboard',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('an opening is not verifiable before rotation; after rotating on the page the browser verifies it', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 1280, height: 900 } });
      const player = await fundedPlayer(page.request, 'Vera', 5_000);
      const opening = await openUntilWin(page.request, player);
      await signIn(page, player);

      await page.goto(`/fairness?opening=${opening.openingId}`);
      await page.getByRole('heading', { level: 1, name: 'Provable Fairness' }).waitFor();
      expect(await page.getByLabel('Opening id').inputValue()).toBe(opening.openingId);
      await page.getByText('Server seed not revealed yet — rotate your seed to verify').waitFor();
      expect(await page.getByTestId('current-server-seed-hash').textContent()).toBe(opening.fairness.serverSeedHash);

      await page.getByRole('button', { name: 'Rotate seed', exact: true }).click();
      await page.locator('[data-verdict="verified"]').getByText('Verified', { exact: true }).waitFor();
      await page.getByText('SHA-256 of the server seed matches the committed hash').waitFor();
      await page.getByText('The ticket lands on the prize that was awarded').waitFor();

      // The revealed seed on the page is the one the public proof now carries; the new commitment differs.
      const proof = (await (await page.request.get(`/api/openings/${opening.openingId}/proof`)).json()) as OpeningProofDto;
      expect(proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(await page.getByTestId('revealed-server-seed').textContent()).toBe(proof.serverSeed);
      expect(await page.getByTestId('proof-server-seed').textContent()).toBe(proof.serverSeed);
      expect(await page.getByTestId('current-server-seed-hash').textContent()).not.toBe(opening.fairness.serverSeedHash);
      expect(await page.getByTestId('current-nonce').textContent()).toBe('0');
      const landed = page.locator('tr[data-landed="true"]');
      expect(await landed.count()).toBe(1);
      expect(await landed.textContent()).toContain(opening.prize.name);

      // A Verify link from the dashboard lands on the same, verified, opening.
      await page.goto('/dashboard');
      await page
        .locator(`[data-opening="${opening.openingId}"]`)
        .getByRole('link', { name: /^Verify the opening/ })
        .click();
      await page.waitForURL((url) => url.pathname === '/fairness' && url.searchParams.get('opening') === opening.openingId);
      await page.locator('[data-verdict="verified"]').waitFor();
    });

    test('the dashboard lists the opening with its badge, resells it, and the daily bonus is claimed once with a countdown', async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const player = await fundedPlayer(page.request, 'Dora', 5_000);
      const opening = await openUntilWin(page.request, player);
      await signIn(page, player);
      const other = await context.newPage();

      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByText(player.session.user.email).waitFor();
      const row = page.locator(`[data-opening="${opening.openingId}"]`);
      await row.getByText('Pending', { exact: true }).waitFor();
      await row.getByText(opening.prize.name, { exact: true }).waitFor();

      // Resell from the history: the badge turns to Resold and the balance on screen grows by the resale.
      const before = opening.userBalance;
      await row.getByRole('button', { name: `Resell ${opening.prize.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Resell for Coins' }).click();
      await row.getByText('Resold', { exact: true }).waitFor();
      const afterResale = before + opening.resaleCoins;
      await page
        .getByTestId('dashboard-balance')
        .getByText(`${afterResale.toLocaleString('en-US')} coins`)
        .waitFor();

      // A second tab still shows the bonus as available.
      await other.goto('/dashboard');
      await other.getByRole('button', { name: 'Claim Daily Bonus' }).waitFor();

      await page.getByRole('button', { name: 'Claim Daily Bonus' }).click();
      await page.getByText('Daily bonus claimed!', { exact: true }).waitFor();
      await page.getByText('50 coins (≈ $0.50) added to your balance.', { exact: true }).waitFor();
      expect(await balanceOnDashboard(page)).toBe(`${(afterResale + 50).toLocaleString('en-US')} coins`);
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`^Balance: ${(afterResale + 50).toLocaleString('en-US')} coins`) })
        .waitFor();
      const countdown = page.getByRole('timer');
      expect(await countdown.textContent()).toMatch(/^(24:00:00|23:59:5\d)$/);
      expect(await page.getByRole('button', { name: 'Bonus claimed' }).isDisabled()).toBe(true);

      // The other tab follows the claim (balance:changed of the bonus) and switches to the countdown by itself;
      // a second claim is refused by the server.
      await other.getByRole('button', { name: 'Bonus claimed' }).waitFor();
      expect(await other.getByRole('timer').textContent()).toMatch(/^23:59:\d\d$|^24:00:00$/);
      const refused = await page.request.post('/api/daily-bonus/claim', { headers: player.auth });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe('DAILY_BONUS_NOT_READY');

      // After a reload the countdown is still there and the balance counts the bonus once.
      await page.reload();
      await page.getByRole('timer').waitFor();
      await page
        .getByTestId('dashboard-balance')
        .getByText(`${(afterResale + 50).toLocaleString('en-US')} coins`)
        .waitFor();
    });
  },
);
