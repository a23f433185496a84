import type { Page } from 'playwright-core';
import { browserSuite } from './harness';

/** Picks a language from the top bar's picker; it applies in place and is saved. */
async function chooseLanguage(page: Page, current: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: current }).first().click();
  await page.getByRole('option', { name }).click();
}

browserSuite('app shell languages', {}, (_ctx, test) => {
  test('switching to es, ja and ar changes the navigation text; ar flips the page to RTL', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Boxes', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

    await chooseLanguage(page, 'Language', 'Español');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cajas', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('es');

    await chooseLanguage(page, 'Idioma', '日本語');
    await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ボックス', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

    await chooseLanguage(page, '言語', 'العربية');
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الصناديق', exact: true }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    // Mirrored layout: the brand sits at the right edge in RTL.
    const brand = await page.getByRole('link', { name: /Nova/ }).first().boundingBox();
    expect(brand!.x).toBeGreaterThan(640);
  });
});
