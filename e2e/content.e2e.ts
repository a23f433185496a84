import { browserSuite } from './harness';

browserSuite('help and policy pages', {}, (_ctx, test) => {
  test('the FAQ searches, shows no results, clears, opens an answer and leads to support', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.fill('no such words zzqx');
    await page.getByText('No results found').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    await page.getByRole('region', { name: 'Technical Support' }).waitFor();

    // "consecutive" is only in an answer: the search reads answers too.
    await search.fill('Consecutive');
    const question = page.getByRole('button', { name: 'How do I unlock legendary prizes?' });
    await question.click();
    await page.getByText(/Legendary prizes unlock after 5 consecutive openings/).waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/support?tab=contact');
    await page.getByRole('tab', { name: 'Contact Us', selected: true }).waitFor();
  });

  test('terms and privacy in Spanish: translated sections and a date in Spanish', async ({ newContext }) => {
    const context = await newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'es'));
    const page = await context.newPage();

    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Términos del servicio' }).waitFor();
    await page.getByText('25 de enero de 2025').waitFor();
    expect(await page.getByRole('list', { name: 'Términos del servicio' }).getByRole('region').count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Contactar con soporte' }).getAttribute('href')).toBe('/support?tab=contact');

    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
    expect(await page.getByRole('list', { name: 'Política de privacidad' }).getByRole('region').count()).toBe(10);
    await page
      .getByText(/24 horas/)
      .first()
      .waitFor();
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
