import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import type { AuthResponseDto, BoxDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results');

/** Opens `path` signed in with a stored session (the accounts tests cover the login pages). */
async function signedIn(page: Page, session: AuthResponseDto, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

async function login(request: APIRequestContext): Promise<AuthResponseDto> {
  const res = await request.post('/api/login', { data: ADMIN });
  if (res.status() !== 200) throw new Error(`login: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResponseDto;
}

/** Records every aria-valuenow the progress bar takes, from the moment it appears. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

browserSuite('game simulator', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('an admin runs 100,000 openings of a seeded box in a worker, watches the progress bar move and reads the chi-square result', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const admin = await login(page.request);
    const boxes = (await (await page.request.get('/api/boxes')).json()) as BoxDto[];
    await signedIn(page, admin, '/simulator');
    await page.getByRole('heading', { level: 1, name: 'Game Simulator' }).waitFor();
    // The first catalog box is picked by default.
    await page.getByRole('combobox', { name: 'Box' }).filter({ hasText: boxes[0]!.name }).waitFor();

    await page.getByLabel('Openings').fill('100000');
    await recordProgress(page);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await page.getByRole('progressbar', { name: 'Simulation progress' }).waitFor();
    await shoot(page, 'simulator-running-1280');
    const results = page.getByTestId('simulator-results');
    await results.waitFor({ timeout: 120_000 });

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    const between = seen.filter((v) => v > 0 && v < 100_000);
    expect(between.length).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const draws = await results
      .getByTestId('frequency-row')
      .evaluateAll((rows) =>
        rows.reduce((sum, row) => sum + Number(row.querySelectorAll('td')[2]?.textContent?.replace(/\D/g, '') ?? 0), 0),
      );
    expect(draws).toBe(100_000);
    await results.getByText('Chi-square goodness of fit').waitFor();
    expect(await results.getByTestId('chi-p-value').textContent()).toMatch(/^(< )?\d/);
    expect(await results.locator('[data-verdict]').getAttribute('data-verdict')).toMatch(/^(consistent|unusual|inconsistent)$/);
    await shoot(page, 'simulator-results-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'simulator-results-375');
    await page.getByRole('tab', { name: 'Calculator' }).click();
    await page.getByTestId('calculator-table').waitFor();
    await shoot(page, 'simulator-calculator-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'simulator-calculator-1280');
  }, 180_000);

  test('a player sees access denied', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    const reg = await page.request.post('/api/register', {
      data: { username: 'SimPlayer', email: 'simplayer@example.com', password: 'player-pass-1' },
    });
    expect(reg.status()).toBe(201);
    await signedIn(page, (await reg.json()) as AuthResponseDto, '/simulator');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText('Admin privileges required').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await shoot(page, 'simulator-denied-375');
  });
});
