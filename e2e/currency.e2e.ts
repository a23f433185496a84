import type { Page } from 'playwright-core';
import { browserSuite } from './harness';

/** Picks a display currency from the top bar; it applies in place and is saved. */
async function chooseCurrency(page: Page, code: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).getByText(code).waitFor();
}

/** The display-currency line under a box card's coin price. */
const cardValue = async (page: Page, name: string) =>
  (await page.getByTestId('box-card').filter({ hasText: name }).locator('[aria-hidden] .truncate').first().textContent())?.trim();

// The harness points both rate sources at a closed port, so the server answers with the fixed fallback rates.
browserSuite('display currencies', {}, (_ctx, test) => {
  test('the rate sources are unreachable: the fallback rates are used (EUR 0.85 exactly)', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const rates = (await (await page.request.get('/api/currency/rates')).json()) as { source: string; rates: Record<string, number> };
    expect(rates.source).toBe('fallback');
    expect(rates.rates.EUR).toBe(0.85);
    await page.goto('/boxes');
    await chooseCurrency(page, 'EUR');
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('EUR');
    await page.getByTestId('box-card').first().waitFor();
    // Gadget Grab: 500 coins = $5.00 -> €4.25; Apple Vault: 7,500 coins = $75.00 -> €63.75.
    expect(await cardValue(page, 'Gadget Grab')).toBe('≈ €4.25');
    expect(await cardValue(page, 'Apple Vault')).toBe('≈ €63.75');
  });

  test('JPY shows whole numbers and EUR shows the € symbol with two decimals, on the boxes page and the top bar', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/boxes');
    await page.getByTestId('box-card').first().waitFor();
    expect(await cardValue(page, 'Gadget Grab')).toBe('≈ $5.00');

    await chooseCurrency(page, 'JPY');
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).getByText('JPY').waitFor();
    await page.getByTestId('box-card').first().waitFor();
    expect(await cardValue(page, 'Gadget Grab')).toBe('≈ ¥550');
    expect(await cardValue(page, 'Watch Vault')).toBe('≈ ¥55,000');
    const yen = await page
      .getByTestId('box-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[aria-hidden] .truncate')?.textContent ?? ''));
    expect(yen).toHaveLength(18);
    for (const value of yen) expect(value).toMatch(/^≈ ¥[\d,]+$/);

    await chooseCurrency(page, 'EUR');
    await page.getByTestId('box-card').first().waitFor();
    const euros = await page
      .getByTestId('box-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[aria-hidden] .truncate')?.textContent ?? ''));
    for (const value of euros) expect(value).toMatch(/^≈ €[\d,]+\.\d{2}$/);
    expect(await cardValue(page, 'Bitcoin Whale')).toBe('≈ €212.50');
  });
});
