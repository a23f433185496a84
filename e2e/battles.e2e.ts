import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, BoxDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../backend/test/catalog';
import { browserSuite } from './harness';
import { E2E_ADMIN, fundedPlayer } from './players';

const ADMIN = E2E_ADMIN;
const PRICE = 400;
const SHOTS = join(__dirname, '..', 'test-results', 'battles');

/** Opens `path` signed in as `session` (token and user in local storage before the app runs). */
async function signIn(page: Page, session: AuthResponseDto, coins: number, path: string): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify({ ...session.user, balance: coins, balanceVersion: 1 })] as const,
  );
  await page.goto(path);
}

/** What a page shows of a finished battle: the phase line, each seat's total and drawn prizes. */
async function outcome(page: Page): Promise<{ phase: string; totals: string[]; draws: string[] }> {
  return {
    phase: (await page.getByTestId('battle-phase').textContent()) ?? '',
    totals: await page.getByTestId('seat-total').allTextContents(),
    draws: await page.getByTestId('seat-draw').allTextContents(),
  };
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

browserSuite('box battles', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  let battleUrl = '';

  test(
    'two players create and join a 1v1 in two browsers; both and a spectator see the same rounds and winner live',
    async ({ newPage }) => {
      const boxId = await craftBox({
        category: 'Tech',
        priceCoins: PRICE,
        prizes: [
          { name: 'Cable', rarity: 'common', oddsPpm: 600_000, valueUsdCents: 150 },
          { name: 'Speaker', rarity: 'rare', oddsPpm: 300_000, valueUsdCents: 900 },
          { name: 'Console', rarity: 'epic', oddsPpm: 100_000, valueUsdCents: 40_000 },
        ],
      });
      const alicePage = await newPage({ viewport: { width: 1280, height: 900 } });
      const box = (await (await alicePage.request.get(`/api/boxes/${boxId}`)).json()) as BoxDto;
      const alice = await fundedPlayer(alicePage, 'Alice', 5_000);
      await signIn(alicePage, alice, 5_000, '/battles');
      await alicePage.getByRole('heading', { level: 1, name: 'Battles' }).waitFor();
      await alicePage.getByRole('button', { name: 'Create battle' }).click();
      const dialog = alicePage.getByRole('dialog', { name: 'Create a battle' });
      const add = dialog.getByRole('button', { name: new RegExp(`Add .*${box.name}`) });
      await add.click();
      await add.click();
      await dialog.getByTestId('seat-price').getByText('800 coins').waitFor();
      await dialog.getByRole('button', { name: 'Create and take a seat' }).click();
      await alicePage.waitForURL(/\/battles\/[0-9a-f]{24}$/);
      battleUrl = new URL(alicePage.url()).pathname;
      await alicePage.getByTestId('battle-phase').getByText('Waiting for 1 more player').waitFor();

      // A spectator (signed out) watches from the start.
      const spectator = await newPage({ viewport: { width: 375, height: 800 } });
      await spectator.goto(battleUrl);
      await spectator.getByTestId('battle-phase').getByText('Waiting for 1 more player').waitFor();

      // Bob finds it in the lobby and joins.
      const bobPage = await newPage({ viewport: { width: 1280, height: 900 } });
      const bob = await fundedPlayer(bobPage, 'Bob', 5_000);
      await signIn(bobPage, bob, 5_000, '/battles');
      const card = bobPage.locator(`[data-testid="battle-card"][data-battle="${battleUrl.split('/').pop()}"]`);
      await card.getByRole('link', { name: 'Join (1/2)' }).click();
      await bobPage.getByTestId('join-seat').click();
      // The seat's price is confirmed before it is paid.
      const confirm = bobPage.getByRole('dialog', { name: 'Join this battle?' });
      await confirm.getByText(`This seat costs ${PRICE * 2} coins`).waitFor();
      await confirm.getByRole('button', { name: 'Pay and join' }).click();
      await bobPage.getByTestId('seat').nth(1).getByText('You').waitFor();

      // Everyone sees the battle start, then the same winner once the last reels land.
      for (const page of [alicePage, bobPage, spectator]) await page.getByTestId('battle-phase').getByText(/Starting in|Round 1 of 2/).waitFor();
      for (const page of [alicePage, bobPage, spectator]) await page.getByTestId('battle-phase').getByText(/wins the battle!/).waitFor({ timeout: 30_000 });
      const seen = await Promise.all([alicePage, bobPage, spectator].map(outcome));
      expect(seen[0]!.draws).toHaveLength(4);
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
      expect(await spectator.getByTestId('watchers').textContent()).toMatch(/[1-9]\d* watching/);
      await alicePage.locator('[data-testid="seat"][data-winner="true"]').first().waitFor();

      // The spectator checks the proof in the browser.
      await spectator.getByTestId('verify-battle').click();
      await spectator.getByTestId('verify-verdict').getByText('Verified: every round and the winner match.').waitFor();

      mkdirSync(SHOTS, { recursive: true });
      await alicePage.screenshot({ path: join(SHOTS, 'battle-en-1280.png'), fullPage: true });
      await spectator.screenshot({ path: join(SHOTS, 'battle-en-375.png'), fullPage: true });
    },
    90_000,
  );

  test(
    'at 375 px a finished 1v1 and 2v2 fit the screen: no sideways scrolling, seats side by side without overlapping, prize rows whole',
    async ({ newPage }) => {
      // A long prize name and a four-digit value are the widest rows a seat shows.
      const boxId = await alwaysWins('Tech', 300, { name: 'Limited Edition Mechanical Keyboard', rarity: 'epic', valueUsdCents: 129_999 });
      const page = await newPage({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
      const carol = await fundedPlayer(page, 'Carol', 5_000);
      await signIn(page, carol, 5_000, '/battles');
      for (const mode of ['1v1', '2v2'] as const) {
        const created = await page.request.post('/api/battles', { data: { boxIds: [boxId, boxId, boxId], mode }, headers: { authorization: `Bearer ${carol.token}` } });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: string };
        await page.goto(`/battles/${id}`);
        await page.getByTestId('battle-phase').getByText(/Waiting/).waitFor();
        await page.getByRole('button', { name: 'Fill with bots' }).click();
        await page.getByTestId('battle-phase').getByText(/wins the battle!/).waitFor({ timeout: 60_000 });
        const layout = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          seats: [...document.querySelectorAll('[data-testid="seat"]')].map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
          rows: [...document.querySelectorAll('[data-testid="seat-draw"]')].map((row) => {
            const seat = row.closest('[data-testid="seat"]')!.getBoundingClientRect();
            const r = row.getBoundingClientRect();
            return r.left >= seat.left && r.right <= seat.right;
          }),
        }));
        expect(layout.scrollWidth).toBeLessThanOrEqual(375);
        expect(layout.rows.length).toBeGreaterThan(0);
        expect(layout.rows.every(Boolean)).toBe(true);
        for (const [i, a] of layout.seats.entries()) {
          expect(a.left).toBeGreaterThanOrEqual(0);
          expect(a.right).toBeLessThanOrEqual(375);
          for (const b of layout.seats.slice(i + 1)) {
            const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            expect(overlap).toBe(false);
          }
        }
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `battle-${mode}-finished-375.png`), fullPage: true });
      }
    },
    120_000,
  );

  for (const language of ['en', 'ar'] as const) {
    test(`the lobby and the battle page in ${language}: no serious axe findings, screenshots at 375 and 1280 px`, async ({ newPage }) => {
      expect(battleUrl).not.toBe('');
      for (const width of [375, 1280]) {
        const page = await newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        await page.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
        for (const [name, path] of [['lobby', '/battles'], ['battle', battleUrl]] as const) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          if (name === 'battle') await page.getByTestId('battle-proof').waitFor();
          else await page.getByTestId('battle-card').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(await axe(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.screenshot({ path: join(SHOTS, `${name}-${language}-${width}.png`), fullPage: true });
        }
      }
    }, 60_000);
  }
});
