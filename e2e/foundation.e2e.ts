import { browserSuite } from './harness';

browserSuite('foundation', {}, (_ctx, test) => {
  test('home page loads, /boxes navigates, unknown paths show the 404 page', async ({ newPage }) => {
    const page = await newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('link', { name: /boxes/i }).first().click();
    await page.waitForURL('**/boxes');
    await page.goto('/definitely-not-a-page');
    await page.getByText('Page Not Found').waitFor();
  });
});
