import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, WebSocket } from 'playwright-core';
import { browserSuite } from './harness';

const SHOTS = join(__dirname, '..', 'test-results', 'preferences');
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const pickers = (page: Page) => page.getByRole('banner').getByRole('combobox');

browserSuite('language and currency in place', {}, (_ctx, test) => {
  test('switching language and currency changes text, direction, numbers and prices without a reload or a new socket', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const sockets: WebSocket[] = [];
    page.on('websocket', (ws) => sockets.push(ws));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    await page.goto('/boxes');
    await page.getByTestId('box-card').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const loads = navigations;
    const openSockets = () => sockets.filter((ws) => !ws.isClosed());
    expect(openSockets()).toHaveLength(1);
    // The same card before and after (its name is translated too).
    const names = await page.getByTestId('box-card-name').allTextContents();
    const watch = page.getByTestId('box-card').nth(names.indexOf('Watch Vault'));
    expect(await watch.textContent()).toContain('$500.00');
    await shoot(page, 'before-en-usd');

    // Arabic: right to left, Arabic text, Arabic number formatting, right away.
    await pickers(page).nth(0).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await page.getByRole('heading', { level: 1, name: 'الصناديق الغامضة' }).waitFor();
    await watch.getByText('خزنة الساعات').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);

    // Euros: every price converts at once.
    await pickers(page).nth(1).click();
    await page.getByRole('option', { name: /^EUR/ }).click();
    await watch.filter({ hasText: '€' }).waitFor();
    expect(await watch.textContent()).not.toContain('$500.00');
    await shoot(page, 'after-ar-eur');

    expect(navigations).toBe(loads);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(openSockets()).toHaveLength(1);
    expect(await page.evaluate(() => [localStorage.getItem('selectedLanguage'), localStorage.getItem('selectedCurrency')])).toEqual([
      'ar',
      'EUR',
    ]);

    // The saved choices are the next visit's. The server's page is already in Arabic (the chosen language's cookie,
    // not the browser's English Accept-Language) and names the Arabic texts to preload.
    const texts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/locales/')) texts.push(new URL(request.url()).pathname.split('/').slice(-2).join('/'));
    });
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin href="[^"]*\/ar\/boxes\.json">/);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await watch.filter({ hasText: '€' }).waitFor();
    expect(texts.filter((file) => file.startsWith('en/'))).toEqual([]);
  });
});
