import type { Page } from 'playwright-core';
import { browserSuite } from './harness';

/** The walkthrough's current step (1-6) and whether it is playing, from the page's data attributes. */
async function walkthrough(page: Page): Promise<{ step: number; playing: boolean }> {
  const el = page.getByTestId('demo-walkthrough');
  const [step, playing] = await Promise.all([el.getAttribute('data-step'), el.getAttribute('data-playing')]);
  return { step: Number(step), playing: playing === 'true' };
}

/** Moves the page's clock on a quarter second at a time until the walkthrough shows `step` (never past it). */
async function runToStep(page: Page, step: number): Promise<void> {
  for (let i = 0; i < 40 && (await walkthrough(page)).step < step; i++) await page.clock.runFor(250);
  expect((await walkthrough(page)).step).toBe(step);
}

browserSuite('demo walkthrough', {}, (_ctx, test) => {
  test('auto-advances through the steps, Pause holds, Reset returns to step 1', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // The page's clock runs on its own, and the test moves it on at once where time is the subject.
    await page.clock.install();
    await page.goto('/demo');
    await page.getByRole('heading', { level: 1, name: 'See how Nova works' }).waitFor();
    const first = await walkthrough(page);
    expect(first.playing).toBe(true);
    expect(first.step).toBeLessThanOrEqual(2);
    // Step 1 lasts 2 s, step 2 3 s.
    await runToStep(page, 2);
    await page.getByRole('heading', { level: 2, name: 'Pick a box' }).waitFor();
    // The real catalog picture is served.
    const image = page.locator('img[src="/media/catalog/boxes/gadget-grab.svg"]');
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const held = await walkthrough(page);
    expect(held.playing).toBe(false);
    const progress = page.getByRole('progressbar', { name: `Step ${held.step} progress` });
    const before = await progress.getAttribute('aria-valuenow');
    await page.clock.runFor(4500); // longer than the longest step: a playing walkthrough would have moved on
    expect(await walkthrough(page)).toEqual(held);
    expect(await progress.getAttribute('aria-valuenow')).toBe(before);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await runToStep(page, held.step + 1);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await walkthrough(page)).toEqual({ step: 1, playing: false });
    expect(await page.getByRole('progressbar', { name: 'Step 1 progress' }).getAttribute('aria-valuenow')).toBe('0');
    await page.clock.runFor(4500);
    expect((await walkthrough(page)).step).toBe(1);
  });

  test('a step is chosen from the keyboard, and the end leads to the boxes', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
    await page.goto('/demo');
    const last = page.getByTestId('demo-step').nth(5);
    await last.focus();
    await page.keyboard.press('Enter');
    expect((await walkthrough(page)).step).toBe(6);
    // Step 6 lasts 2 s, then the walkthrough stops there.
    await page.locator('[data-testid="demo-walkthrough"][data-playing="false"]').waitFor({ timeout: 4000 });
    expect((await walkthrough(page)).step).toBe(6);
    await page.getByRole('link', { name: 'Start Unboxing' }).click();
    await page.waitForURL('**/boxes');
  });
});
