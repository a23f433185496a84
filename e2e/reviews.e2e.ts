import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, UserDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'reviews');

/** Marks the document; `sameDocument` is false after any reload or full navigation. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __novaMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __novaMark?: boolean }).__novaMark === true);

async function adminSession(page: Page): Promise<AuthResponseDto> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  if (res.status() !== 200) throw new Error(`admin login: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResponseDto;
}

/** Registers a player, grants coins as the admin and pays for one opening of `boxId`. */
async function playerWhoOpened(page: Page, name: string, boxId: string): Promise<AuthResponseDto> {
  const registered = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (registered.status() !== 201) throw new Error(`register ${name}: ${registered.status()} ${await registered.text()}`);
  const session = (await registered.json()) as AuthResponseDto;
  const admin = await adminSession(page);
  const granted = await page.request.post('/api/admin/give-coins', {
    data: { userId: session.user.id, amount: 1_000, reason: 'e2e' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (granted.status() !== 200) throw new Error(`grant: ${granted.status()} ${await granted.text()}`);
  const opened = await page.request.post(`/api/boxes/${boxId}/open`, { headers: { authorization: `Bearer ${session.token}` } });
  if (opened.status() !== 200) throw new Error(`open: ${opened.status()} ${await opened.text()}`);
  return session;
}

/** Signs the page in (stored session, as the app keeps it) before it loads. */
async function signIn(page: Page, token: string, user: UserDto): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** A small PNG of one colour fading to another (a stand-in photo for screenshots). */
function gradientPng(size: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const at = y * (1 + size * 3) + 1 + x * 3;
      for (let c = 0; c < 3; c++) rows[at + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

browserSuite('reviews', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('a player who opened a box writes a review; another browser sees it arrive live; an admin hides it and it leaves live', async ({
    newPage,
  }) => {
    const boxId = await alwaysWins('Gaming', 200, { name: 'Arcade Token', rarity: 'common', valueUsdCents: 300 });

    mkdirSync(SHOTS, { recursive: true });
    // The watcher: a visitor on the Reviews page of a shop without reviews.
    const watcher = await newPage({ viewport: { width: 1280, height: 900 } });
    await watcher.goto('/reviews');
    await watcher.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await watcher.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    await watcher.getByText('Live', { exact: true }).waitFor();
    await mark(watcher);

    // The player, in another browser context, writes a review through the dialog (a first try is too short).
    const playerPage = await newPage({ viewport: { width: 375, height: 800 } });
    const player = await playerWhoOpened(playerPage, 'Orion', boxId);
    await signIn(playerPage, player.token, player.user);
    await playerPage.goto('/reviews');
    await playerPage.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    await playerPage.screenshot({ path: join(SHOTS, 'empty-375.png'), fullPage: true });
    await playerPage.getByRole('button', { name: 'Write a review' }).click();
    const dialog = playerPage.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByLabel('Your review').fill('Too short');
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.getByText('Please choose from 1 to 5 stars.').waitFor();
    await dialog.getByText('Please write at least 10 characters.').waitFor();
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    await dialog.getByLabel('Your review').fill('Opened the Arcade box twice.\nOdds matched the table, shipping was quick.');
    await playerPage.screenshot({ path: join(SHOTS, 'write-dialog-375.png') });
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached' });
    await playerPage.getByText('Thanks for your review!').first().waitFor();
    await playerPage.getByTestId('review-card').filter({ hasText: 'Orion' }).waitFor();

    // The watcher sees it arrive without reloading: the card, the badge, the summary.
    const card = watcher.getByTestId('review-card').filter({ hasText: 'Orion' });
    await card.getByText('Verified player').waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await card.getByText('Odds matched the table, shipping was quick.').waitFor();
    await card.getByText('New').waitFor();
    await watcher.getByTestId('summary-count').getByText('1', { exact: true }).waitFor();
    await watcher.getByTestId('summary-average').getByText('4.0').waitFor();
    expect(await sameDocument(watcher)).toBe(true);

    // A second review is refused with the reason in words.
    await playerPage.getByRole('button', { name: 'Write a review' }).click();
    await playerPage.getByRole('dialog').getByText('You have already written a review. Thank you!').waitFor();
    await playerPage.keyboard.press('Escape');

    // An admin hides it from the page; it leaves the watcher's page live.
    const adminPage = await newPage({ viewport: { width: 1280, height: 900 } });
    const admin = await adminSession(adminPage);
    await signIn(adminPage, admin.token, admin.user);
    await adminPage.goto('/reviews');
    await adminPage.getByRole('button', { name: 'Hide the review by Orion' }).click();
    await adminPage.getByText('The review by Orion is hidden').first().waitFor();
    await card.waitFor({ state: 'detached' });
    await watcher.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    await watcher.getByTestId('summary-count').getByText('0', { exact: true }).waitFor();
    expect(await sameDocument(watcher)).toBe(true);
  }, 120_000);

  test('screenshots of the Reviews page at 375 and 1280 px, in English and Arabic', async ({ newPage }) => {
    mkdirSync(SHOTS, { recursive: true });
    const seeder = await newPage();
    const admin = await adminSession(seeder);
    const add = async (fields: Record<string, string>, avatar?: Buffer) => {
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { ...fields };
      if (avatar) multipart.avatar = { name: 'avatar.png', mimeType: 'image/png', buffer: avatar };
      const res = await seeder.request.post('/api/admin/reviews', {
        headers: { authorization: `Bearer ${admin.token}` },
        multipart,
      });
      if (res.status() !== 201) throw new Error(`add review: ${res.status()} ${await res.text()}`);
    };
    await add(
      { username: 'Lina from Lyon', rating: '5', comment: 'Won a Switch on my third box. It arrived in four days, well packed.' },
      gradientPng(96, [139, 92, 246], [236, 72, 153]),
    );
    await add({ username: 'Sam', rating: '3', comment: 'Fun, but I wish shipping to Canada were faster.' });
    await add({ username: 'マリア', rating: '4', comment: 'とても楽しかったです。確率表どおりでした。' });
    // Several files in one field: sent as the browser's own multipart form (playwright's takes one per field).
    await seeder.goto('/');
    await seeder.evaluate(
      async ({ token, photos }) => {
        const form = new FormData();
        form.append('username', 'Dev with photos');
        form.append('rating', '5');
        form.append('comment', 'Unboxing pictures below. The headphones were brand new and sealed.');
        photos.forEach((b64, i) =>
          form.append('reviewImages', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }), `p${i}.png`),
        );
        const res = await fetch('/api/admin/reviews', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        if (res.status !== 201) throw new Error(`add review with photos: ${res.status}`);
      },
      {
        token: admin.token,
        photos: [
          gradientPng(128, [251, 191, 36], [236, 72, 153]).toString('base64'),
          gradientPng(128, [52, 211, 153], [59, 130, 246]).toString('base64'),
          gradientPng(128, [139, 92, 246], [17, 24, 39]).toString('base64'),
        ],
      },
    );

    for (const [lang, width, height] of [
      ['en', 1280, 900],
      ['en', 375, 800],
      ['ar', 375, 800],
      ['ar', 1280, 900],
    ] as const) {
      const page = await newPage({ viewport: { width, height }, locale: lang === 'ar' ? 'ar' : 'en-US' });
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
      await page.goto('/reviews');
      await page.getByTestId('review-card').first().waitFor();
      await page.getByTestId('review-card').nth(3).waitFor();
      await page.screenshot({ path: join(SHOTS, `reviews-${lang}-${width}.png`), fullPage: true });
      // Nothing is wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (lang === 'en' && width === 1280) {
        await page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
        await page.getByRole('dialog', { name: 'Photos from Dev with photos' }).waitFor();
        await page.screenshot({ path: join(SHOTS, 'lightbox-1280.png') });
      }
    }
  }, 120_000);
});
