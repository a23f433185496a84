import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'newcomer');
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** A signed-in player with coins, stored the way a returning visitor has it. */
async function signedIn(page: Page, name: string, coins: number): Promise<AuthResponseDto> {
  const registered = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  const player = (await registered.json()) as AuthResponseDto;
  const admin = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
  const granted = await page.request.post('/api/admin/give-coins', {
    data: { userId: player.user.id, amount: coins, reason: 'e2e' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(granted.status()).toBe(200);
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [player.token, JSON.stringify({ ...player.user, balance: coins, balanceVersion: 1 })] as const,
  );
  return player;
}

browserSuite(
  'a newcomer walking the pages',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('the opening code is fetched at the first activity, before the first Open; locked prizes read Locked; rates are honest; phones fit', async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width: 375, height: 740 } });
      await signedIn(page, 'Newcomer', 50_000);
      // The opening dialog's code is fetched at the visitor's first activity (here the pointer moving over the page),
      // before any box is touched.
      await page.goto('/boxes');
      await page.getByTestId('box-card').first().waitFor();
      const chunk = page.waitForRequest(/\/assets\/OpeningDialog-[^/]+\.js$/, { timeout: 15_000 });
      await page.mouse.move(180, 300);
      await chunk;

      // No card claims a 100% win: the badge is the chance of a prize worth the price.
      const badges = await page.getByTestId('worth-rate').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toMatch(/^\d+(\.\d)?% ≥ price$/);

      // Scrolling down, the chat button steps aside instead of sitting on the card prices.
      await page.mouse.wheel(0, 900);
      const chat = page.getByRole('button', { name: 'Chat with support' });
      await page.waitForFunction(() => document.querySelector('[data-away]') !== null);
      const covered = await page.evaluate(() => {
        const hits: string[] = [];
        for (const el of document.querySelectorAll('[data-testid="worth-rate"]')) {
          const r = el.getBoundingClientRect();
          if (r.bottom < 0 || r.top > window.innerHeight) continue;
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (top?.closest('[aria-label="Chat with support"]')) hits.push(el.textContent ?? '');
        }
        return hits;
      });
      expect(covered).toEqual([]);
      await shoot(page, 'boxes-375-scrolled');
      await page.mouse.wheel(0, -300);
      await page.waitForFunction(() => document.querySelector('[data-away]') === null);
      await chat.waitFor();

      // The details: locked legendary prizes read Locked, not 0%.
      await page.getByTestId('box-card').filter({ hasText: 'Watch Vault' }).click();
      const details = page.getByRole('dialog', { name: 'Watch Vault' });
      await details.getByTestId('legendary-panel').waitFor();
      const legendary = details.locator('[data-testid="prize-row"][data-rarity="legendary"]');
      expect(await legendary.count()).toBeGreaterThan(0);
      for (const odds of await legendary.getByTestId('prize-odds').allTextContents()) expect(odds).toBe('Locked');
      await details
        .getByTestId('win-rate')
        .getByText(/any prize$/)
        .waitFor();
      await shoot(page, 'details-375');

      // Opening: the stage shows at once, then the result; Resell for Coins fits on one line.
      const started = Date.now();
      await details.getByTestId('open-box').click();
      await page.getByTestId('opening-stage').waitFor();
      expect(Date.now() - started).toBeLessThan(1_000);
      await page.getByRole('button', { name: 'Skip' }).click();
      const result = page.getByTestId('opening-result');
      await result.waitFor();
      for (let i = 0; (await result.getAttribute('data-outcome')) === 'loss'; i += 1) {
        if (i > 30) throw new Error('no win in 30 openings');
        await page.getByRole('button', { name: 'Try Again' }).click();
        await page.getByRole('button', { name: 'Skip' }).click();
        await result.waitFor();
      }
      const resell = page.getByRole('button', { name: 'Resell for Coins' });
      const lines = await resell.evaluate((el) => {
        const style = getComputedStyle(el);
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        return { rects: text ? range.getClientRects().length : 0, whiteSpace: style.whiteSpace };
      });
      expect(lines.rects).toBe(1);
      await shoot(page, 'result-375');
    }, 120_000);

    test('languages by their own names, no flags; Japanese headlines keep their words', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto('/');
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).first().click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      const arabic = options.filter({ hasText: 'العربية' });
      expect(await arabic.locator('svg, img').count()).toBe(0);
      expect((await arabic.textContent())?.trim()).toBe('العربية');
      expect(await page.getByRole('listbox').locator('svg:not([aria-hidden="true"]), img').count()).toBe(0);
      await shoot(page, 'languages-1280');
      await page.keyboard.press('Escape');

      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ja'));
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      const headline = page.getByRole('heading', { level: 1 });
      await headline.waitFor();
      const style = await headline.evaluate((el) => getComputedStyle(el).wordBreak);
      expect(['auto-phrase', 'keep-all']).toContain(style);
      await shoot(page, 'home-ja-375');
    });
  },
);
