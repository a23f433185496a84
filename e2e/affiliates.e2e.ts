import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { AffiliateSummaryDto, AuthResponseDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'affiliates');

/** Registers a player through the API and signs them in for every page of `context`. */
async function signedInPlayer(context: BrowserContext, name: string): Promise<AuthResponseDto> {
  const res = await context.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return signIn(context, (await res.json()) as AuthResponseDto);
}

async function signIn(context: BrowserContext, session: AuthResponseDto): Promise<AuthResponseDto> {
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return session;
}

/** Marks the document; `sameDocument` is false after any reload or full navigation. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __novaMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __novaMark?: boolean }).__novaMark === true);
const connected = (page: Page) => page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);

/** Screenshots the page at phone and desktop widths (toasts closed) and checks nothing sticks out sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const close of await page.locator('.toast-root button').all()) await close.click().catch(() => {});
  await page.waitForFunction(() => document.querySelector('.toast-root') === null);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

browserSuite(
  'affiliates',
  {
    NODE_ENV: 'development',
    PAYMENTS_PROVIDER: 'simulated',
    AUTH_RATE_MAX_PER_IP: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  (_ctx, test) => {
    beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

    test('a visitor arrives through /?ref=CODE, registers and buys coins; the referrer’s open dashboard shows the referral and the pending commission without reloading', async ({
      newContext,
    }) => {
      // The referrer, watching the Referrals tab.
      const referrerContext = await newContext({ viewport: { width: 1280, height: 900 } });
      const referrer = await signedInPlayer(referrerContext, 'Vega');
      const summary = (await (
        await referrerContext.request.get('/api/affiliates/me', { headers: { authorization: `Bearer ${referrer.token}` } })
      ).json()) as AffiliateSummaryDto;
      const dashboard = await referrerContext.newPage();
      await dashboard.goto('/affiliate-dashboard?tab=referrals');
      await dashboard.getByText('No referrals yet. Share your link to get started.').waitFor();
      await connected(dashboard);
      await mark(dashboard);

      // The visitor follows the link and registers from the landing page.
      const visitorContext = await newContext({ viewport: { width: 375, height: 812 } });
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/affiliates?ref=${summary.referralCode.toLowerCase()}`);
      await visitor.waitForFunction(() => localStorage.getItem('nova.referral') !== null);
      await visitor.getByRole('button', { name: 'Join Now' }).click();
      const dialog = visitor.getByRole('dialog', { name: 'Join Nova Mystery Vault' });
      await dialog.getByText(`Referral code ${summary.referralCode} will be applied.`).waitFor();
      await dialog.getByLabel('Username').fill('Orion');
      await dialog.getByLabel('Email').fill('orion@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('player-pass-1');
      await dialog.getByLabel('Confirm Password').fill('player-pass-1');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The referrer's tab hears referral:joined.
      const row = dashboard.getByTestId('referral-row').filter({ hasText: 'Orion' });
      await row.waitFor();
      await row.getByText('New').waitFor();

      // The visitor buys the $50 package with the simulated provider.
      await visitor.goto('/checkout');
      await visitor.getByLabel('I confirm that I am 18 years of age or older').check();
      await visitor.getByRole('button', { name: 'Confirm' }).click();
      await connected(visitor);
      await visitor.locator('[data-package="pro"]').getByRole('button').click();
      await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
      await visitor.getByLabel('Expiry (MM/YY)').fill('12/34');
      await visitor.getByLabel('CVC').fill('123');
      await visitor.getByRole('button', { name: 'Purchase 5,500 Coins - $50.00' }).click();
      await visitor.locator('[data-outcome="success"]').getByRole('heading', { name: 'Payment Successful' }).waitFor();

      // The referrer's tab: the referral's purchase and the pending commission (5% of $50), same document.
      await row.getByText('$50.00').waitFor();
      await row.getByText('$2.50').waitFor();
      await row.getByText('Active').waitFor();
      await dashboard.getByRole('tab', { name: 'Overview' }).click();
      await dashboard.getByTestId('pending').getByText('$2.50').waitFor();
      await dashboard.getByTestId('total-referrals').getByText('1').waitFor();
      expect(await sameDocument(dashboard)).toBe(true);

      // Screenshots of every tab.
      await shoot(dashboard, 'dashboard-overview');
      await dashboard.getByRole('tab', { name: 'Referrals' }).click();
      await dashboard.getByTestId('referral-row').first().waitFor();
      await shoot(dashboard, 'dashboard-referrals');
      await dashboard.getByRole('tab', { name: 'Marketing Tools' }).click();
      await dashboard.getByRole('button', { name: 'Download PNG' }).first().waitFor();
      await dashboard.waitForFunction(
        () => Array.from(document.querySelectorAll('button')).filter((b) => b.textContent === 'Download PNG' && !b.disabled).length === 3,
      );
      await shoot(dashboard, 'dashboard-tools');
      await dashboard.getByRole('tab', { name: 'Payouts' }).click();
      await dashboard.getByRole('button', { name: 'Request Payout' }).waitFor();
      await shoot(dashboard, 'dashboard-payouts');
    }, 180_000);

    test('the landing page for visitors and players, in English and Arabic, and the admin section', async ({ newContext }) => {
      const visitor = await (await newContext()).newPage();
      await visitor.goto('/affiliates');
      await visitor.getByRole('heading', { level: 1, name: 'Share Nova and earn up to 15% of every purchase' }).waitFor();
      await shoot(visitor, 'landing');

      const playerContext = await newContext();
      await signedInPlayer(playerContext, 'Lyra');
      const player = await playerContext.newPage();
      await player.goto('/affiliates');
      await player.getByRole('link', { name: 'Open your affiliate dashboard' }).first().click();
      await player.waitForURL('**/affiliate-dashboard');
      await player.getByTestId('referral-code').waitFor();

      // Right to left: the dashboard in Arabic.
      await player.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
      await player.goto('/affiliate-dashboard');
      await player.waitForFunction(() => document.documentElement.dir === 'rtl');
      await player.getByRole('tab', { name: 'نظرة عامة' }).waitFor();
      await shoot(player, 'dashboard-ar');
      await player.goto('/affiliates');
      await player.getByRole('heading', { level: 1 }).waitFor();
      await shoot(player, 'landing-ar');

      const adminContext = await newContext();
      const login = await adminContext.request.post('/api/login', { data: ADMIN });
      await signIn(adminContext, (await login.json()) as AuthResponseDto);
      const admin = await adminContext.newPage();
      await admin.goto('/admin/affiliates');
      await admin.getByRole('heading', { level: 1, name: 'Affiliates' }).waitFor();
      await admin.getByText('No payout requests are waiting.').waitFor();
      await shoot(admin, 'admin');
    }, 120_000);
  },
);
