import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { browserSuite, signedIn } from './harness';
import { E2E_ADMIN, fundedPlayer } from './players';

const SHOTS = join(__dirname, '..', 'test-results', 'placement');
mkdirSync(SHOTS, { recursive: true });
const DESKTOP = { width: 1280, height: 800 };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The support button's box and the boxes of every visible element matching `selector`. */
async function boxesOf(page: Page, selector: string): Promise<{ button: Box; items: Box[] }> {
  return page.evaluate((sel) => {
    const rect = (e: Element) => {
      const { left, top, right, bottom } = e.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const button = document.querySelector('[aria-label="Chat with support"]');
    if (!button) throw new Error('no support button');
    const items = [...document.querySelectorAll(sel)].map(rect).filter((r) => r.bottom > 0 && r.top < window.innerHeight);
    return { button: rect(button), items };
  }, selector);
}

/** Scrolls through the whole page a screen at a time; at each stop nothing matching `selector` is under the button. */
async function neverCovered(page: Page, selector: string): Promise<number> {
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  let seen = 0;
  for (let y = 0; y < height; y += 250) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    const { button, items } = await boxesOf(page, selector);
    seen += items.length;
    expect(items.filter((item) => overlaps(item, button))).toEqual([]);
  }
  return seen;
}

async function login(page: Page, data: { email: string; password: string }): Promise<AuthResponseDto> {
  return (await (await page.request.post('/api/login', { data })).json()) as AuthResponseDto;
}

browserSuite('what floats over the page', { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('at 1280 px the support button covers no box card (badges, prices) at any scroll position of /boxes', async ({ newPage }) => {
    const page = await newPage({ viewport: DESKTOP });
    const player = await fundedPlayer(page, 'Gwen', 1_000);
    await signedIn(page, player, '/boxes');
    await page.getByTestId('box-card').nth(3).waitFor();
    await page.getByRole('button', { name: 'Chat with support' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'boxes-1280.png') });
    expect(await neverCovered(page, '[data-testid="box-card"]')).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'boxes-1280-end.png') });
  });

  test('at 1280 px the support button covers no line of the operations feed a support agent reads full width', async ({ newPage }) => {
    const page = await newPage({ viewport: DESKTOP });
    const admin = await login(page, E2E_ADMIN);
    // Sign-ups fill the feed with lines, each with its time at the inline end.
    const agent = await fundedPlayer(page, 'Hana', 100);
    for (let i = 0; i < 12; i += 1) await fundedPlayer(page, `Filler${i}`, 100);
    const promoted = await page.request.patch(`/api/admin/users/${agent.user.id}`, { data: { role: 'support' }, headers: { authorization: `Bearer ${admin.token}` } });
    expect(promoted.status()).toBe(200);
    await signedIn(page, await login(page, { email: 'hana@example.com', password: 'player-pass-1' }), '/admin/live');
    await page.getByTestId('staff-event').nth(12).waitFor();
    await page.getByRole('button', { name: 'Chat with support' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'feed-1280.png') });
    expect(await neverCovered(page, '[data-testid="staff-event"] time')).toBeGreaterThan(0);
  });

  test('a toast over the box dialog leaves its Open button free (and its close button from 640 px); Add Coins goes to /checkout', async ({ newPage }) => {
    for (const viewport of [DESKTOP, { width: 375, height: 740 }]) {
      const page = await newPage({ viewport });
      const player = await fundedPlayer(page, `Ivy${viewport.width}`, 10);
      await signedIn(page, { ...player, user: { ...player.user, balance: 10, balanceVersion: 1 } }, '/boxes');
      await page.getByTestId('box-card').first().click();
      const dialog = page.getByRole('dialog');
      const open = dialog.getByTestId('open-box');
      await open.click();
      const toast = page.locator('.toast-root').filter({ hasText: 'Insufficient Balance' });
      await toast.waitFor();
      // The toast has finished coming in before it is measured.
      await page.waitForFunction(() => document.querySelector('.toast-root')?.getAnimations().every((a) => a.playState === 'finished') ?? false);
      const toastBox = (await toast.boundingBox())!;
      const asBox = (b: { x: number; y: number; width: number; height: number }): Box => ({ left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height });
      expect(overlaps(asBox(toastBox), asBox((await open.boundingBox())!))).toBe(false);
      // On a phone the dialog fills the width: the toast takes its title row for a few seconds (it closes itself and
      // by swipe), never its actions. Wider, it sits clear of the dialog's close button as well.
      if (viewport.width >= 640) expect(overlaps(asBox(toastBox), asBox((await dialog.getByRole('button', { name: 'Close' }).first().boundingBox())!))).toBe(false);
      await page.screenshot({ path: join(SHOTS, `toast-over-dialog-${viewport.width}.png`) });
      await toast.getByRole('link', { name: 'Add Coins' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
  });
});
