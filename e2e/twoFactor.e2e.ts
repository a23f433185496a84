import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, RecoveryCodesDto, TwoFactorSetupDto } from '@nova/protocol';
import { totpCode } from '../backend/src/auth/twoFactor/totp';
import { UserModel } from '../backend/src/users/model';
import { browserSuite } from './harness';

/**
 * Two-factor sign-in in real browsers, with STAFF_TWO_FACTOR=required (the default): a player turns it on at /account
 * by reading the setup key (the codes are computed here with the server's own library), signs out and back in with a
 * code; the first admin is sent to set it up before the console opens; /test-admin asks for the code in a second form
 * with JavaScript off. Every screen is checked with axe and photographed at 375 and 1280 px.
 */
const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'two-factor');
const topBar = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The code the app shows now. */
const codeNow = (secret: string) => totpCode(secret, new Date());
/**
 * The app's next code: the code that turned two-factor on used this time step, and a code is good once. The server
 * accepts one step of clock drift, so the next step's code works at once instead of waiting for the clock.
 */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

/** Serious and critical axe findings on the page as it is now. */
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious axe finding, at phone and desktop widths, with a screenshot of each (looked at by hand). */
async function check(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect(await axe(page)).toEqual([]);
  }
}

/** Reads the setup key the page shows (grouped by four for people). */
async function setupKey(page: Page): Promise<string> {
  return ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
}

browserSuite(
  'two-factor sign-in',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STAFF_TWO_FACTOR: 'required', AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('a player turns it on at /account from the setup key, signs out, and signs in with a code', async ({ newPage }) => {
      const page = await newPage({ reducedMotion: 'reduce' });
      const registered = await page.request.post('/api/register', {
        data: { username: 'Orion', email: 'orion@example.com', password: 'orion-password' },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Login' }).click();
      await dialog(page).getByLabel('Email').fill('orion@example.com');
      await dialog(page).getByLabel('Password').fill('orion-password');
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();

      await page.goto('/account');
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
      await card.getByText('Off', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Turn on' }).click();
      await card.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
      await check(page, 'account-setup');
      const secret = await setupKey(page);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await card.getByLabel('Code from the app').fill(codeNow(secret));
      await card.getByLabel('Current password').fill('orion-password');
      await card.getByRole('button', { name: 'Turn on' }).click();
      const codes = card.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await check(page, 'account-recovery-codes');
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await card.getByText('On', { exact: true }).waitFor();
      await card.getByText('Recovery codes left: 10.').waitFor();
      await check(page, 'account-on');

      await topBar(page).getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await topBar(page).getByRole('button', { name: 'Login' }).click();
      await dialog(page).getByLabel('Email').fill('orion@example.com');
      await dialog(page).getByLabel('Password').fill('orion-password');
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      const step = page.getByRole('dialog', { name: 'Two-factor sign-in' });
      await step.getByLabel('Authentication code').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await check(page, 'sign-in-code');
      await step.getByRole('button', { name: 'Use a recovery code' }).click();
      await step.getByLabel('Recovery code').waitFor();
      await check(page, 'sign-in-recovery');
      await step.getByRole('button', { name: 'Use your authenticator app' }).click();
      await step.getByLabel('Authentication code').fill(nextCode(secret));
      await step.getByRole('button', { name: 'Verify' }).click();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();
      await step.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe('orion@example.com');

      // The section in Arabic (right to left).
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
      await page.goto('/account');
      await page.getByRole('heading', { name: 'تسجيل الدخول بخطوتين' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await check(page, 'account-on-ar');
    }, 180_000);

    test('the first admin (ADMIN_EMAIL) is sent to set it up at first sign-in, then reaches the console; the next sign-in asks for a code', async ({
      newPage,
    }) => {
      const page = await newPage({ reducedMotion: 'reduce' });
      await page.goto('/admin-login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in required', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
      await check(page, 'staff-gate');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByTestId('two-factor-secret').waitFor();
      const secret = await setupKey(page);
      await page.getByLabel('Code from the app').fill(codeNow(secret));
      await page.getByLabel('Current password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      await check(page, 'staff-recovery-codes');
      await page.getByRole('button', { name: 'Continue to the console' }).click();
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      // The operations feed (a staff socket feed) and staff routes answer now.
      await page.getByRole('link', { name: 'Live openings' }).click();
      await page.waitForURL(/\/admin\/live$/);
      await page.getByRole('heading', { name: 'Live openings', level: 1 }).waitFor();

      await topBar(page).getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.goto('/admin-login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByLabel('Authentication code').waitFor();
      await check(page, 'admin-login-code');
      await page.getByLabel('Authentication code').fill(nextCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    }, 180_000);

    test('/test-admin asks for the code in a second form with JavaScript off', async ({ newPage, newContext }) => {
      const api = await newPage();
      const registered = await api.request.post('/api/register', {
        data: { username: 'Vega', email: 'vega@example.com', password: 'vega-password' },
      });
      const session = (await registered.json()) as AuthResponseDto;
      await UserModel.updateOne({ _id: session.user.id }, { $set: { role: 'admin' } });
      const auth = { authorization: `Bearer ${session.token}` };
      const setup = (await (await api.request.post('/api/account/two-factor/setup', { headers: auth })).json()) as TwoFactorSetupDto;
      const enabled = await api.request.post('/api/account/two-factor/enable', {
        headers: auth,
        data: { code: codeNow(setup.secret), currentPassword: 'vega-password' },
      });
      expect(((await enabled.json()) as RecoveryCodesDto).recoveryCodes).toHaveLength(10);

      // axe runs scripts in the page: the second form is checked in a browser with scripts on (the page has none).
      const scripted = await newPage();
      await scripted.goto('/test-admin');
      await scripted.getByLabel('Email').fill('vega@example.com');
      await scripted.getByLabel('Password').fill('vega-password');
      await scripted.getByRole('button', { name: 'Sign in' }).click();
      await scripted.getByLabel('Authentication code').waitFor();
      await check(scripted, 'test-admin-code');

      const noScript = await newPage({ javaScriptEnabled: false });
      await noScript.goto('/test-admin');
      await noScript.getByLabel('Email').fill('vega@example.com');
      await noScript.getByLabel('Password').fill('vega-password');
      await noScript.getByRole('button', { name: 'Sign in' }).click();
      await noScript.getByLabel('Authentication code').waitFor();
      expect(new URL(noScript.url()).pathname).toBe('/test-admin');
      await noScript.getByLabel('Authentication code').fill('000000');
      await noScript.getByRole('button', { name: 'Verify' }).click();
      await noScript.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
      await noScript.getByLabel('Authentication code').fill(nextCode(setup.secret));
      await noScript.getByRole('button', { name: 'Verify' }).click();
      await noScript.waitForURL(/\/admin\?token=[A-Za-z0-9_-]{43}$/);

      // The same browser with scripts on exchanges the link (no second code: it was asked for already).
      const sameBrowser = await newContext();
      await sameBrowser.addCookies(await noScript.context().cookies());
      const withScript = await sameBrowser.newPage();
      await withScript.goto(noScript.url());
      await withScript.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      expect(await withScript.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe('vega@example.com');
    }, 180_000);
  },
);
