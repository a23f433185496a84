import type { Page } from 'playwright-core';
import { boundLinkToken } from '../backend/test/google';
import { UserModel } from '../backend/src/users/model';
import { watchConsole } from './console';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

/** Registers a player through the API (fast setup for tests that are about something else). */
async function registerPlayer(page: Page, name: string): Promise<{ email: string; password: string }> {
  const account = { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' };
  const res = await page.request.post('/api/register', { data: account });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return { email: account.email, password: account.password };
}

const topBar = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
/** The red message under a field: the element its aria-describedby names. */
async function fieldError(page: Page, label: string): Promise<string> {
  const id = await dialog(page).getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

browserSuite(
  'accounts and sessions',
  { ...{ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('sign up through the dialog with every validation message, reload and stay signed in, log out', async ({ newPage }) => {
      const page = await newPage();
      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Sign Up' }).click();
      await dialog(page).getByRole('heading', { name: 'Join Nova Mystery Vault' }).waitFor();
      await dialog(page).getByText('Create your account and start winning prizes').waitFor();

      await dialog(page).getByLabel('Username').fill('ab');
      await dialog(page).getByLabel('Email').fill('not-an-email');
      await dialog(page).getByLabel('Password', { exact: true }).fill('123');
      await dialog(page).getByLabel('Confirm Password').fill('456');
      await dialog(page).getByRole('button', { name: 'Create Account' }).click();
      await dialog(page).getByText('Username must be at least 3 characters').waitFor();
      expect(await fieldError(page, 'Email')).toBe('Invalid email address');
      expect(await fieldError(page, 'Password')).toBe('Password must be at least 6 characters');
      expect(await fieldError(page, 'Confirm Password')).toBe("Passwords don't match");
      const color = await dialog(page)
        .getByText('Invalid email address')
        .evaluate((el) => getComputedStyle(el).color);
      expect(color).toBe('rgb(248, 113, 113)');

      await dialog(page).getByLabel('Username').fill('Stella');
      await dialog(page).getByLabel('Email').fill('stella@example.com');
      await dialog(page).getByLabel('Password', { exact: true }).fill('stella-pass');
      await dialog(page).getByLabel('Confirm Password').fill('stella-pass');
      await dialog(page).getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Welcome to Nova Mystery Vault!', { exact: true }).waitFor();
      await page.getByText('Account created successfully.', { exact: true }).waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      const avatar = topBar(page).getByRole('button', { name: 'Account menu' });
      await avatar.waitFor();
      expect(await avatar.textContent()).toBe('S');
      await topBar(page)
        .getByRole('link', { name: /^Balance: 0 coins/ })
        .waitFor();

      await page.reload();
      await avatar.waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('Stella');

      await avatar.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await topBar(page).getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
      await page.reload();
      await topBar(page).getByRole('button', { name: 'Login' }).waitFor();
    });

    test('sign in through the dialog: validation, a wrong password, then success, with nothing in the console', async ({ newPage }) => {
      const page = await newPage();
      const player = await registerPlayer(page, 'Orion');
      const console = watchConsole(page);
      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Login' }).click();
      await dialog(page).getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await dialog(page).getByText('Sign in to continue your mystery box adventure').waitFor();
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      expect(await fieldError(page, 'Email')).toBe('Invalid email address');
      expect(await fieldError(page, 'Password')).toBe('Password must be at least 6 characters');

      await dialog(page).getByLabel('Email').fill(player.email);
      await dialog(page).getByLabel('Password').fill('wrong-password');
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Login failed', { exact: true }).waitFor();
      await page.getByText('Invalid email or password.', { exact: true }).waitFor();

      await dialog(page).getByLabel('Password').fill(player.password);
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Welcome back!', { exact: true }).waitFor();
      await page.getByText('Successfully logged in.', { exact: true }).waitFor();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();
      expect(await topBar(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
      // A wrong password is an answer the dialog shows, not a fault: no error, warning or stack trace in the console.
      expect(console).toEqual([]);
    });

    test('a corrupt stored user is cleared with a warning, and the page is signed out', async ({ newPage }) => {
      const page = await newPage();
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await page.goto('/');
      // Let the first load finish its own session start-up, so it cannot be the one that reads (and clears) the corrupt keys.
      await topBar(page).getByRole('button', { name: 'Login' }).waitFor();
      await page.evaluate(() => {
        localStorage.setItem('token', 'some-token');
        localStorage.setItem('user', '{"username": broken');
      });
      await page.reload();
      await topBar(page).getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
      expect(warnings.join('\n')).toMatch(/stored session/);
    });

    test('a ?token= link signs in once, only in the browser it is bound to, and disappears from the address', async ({ newPage, nova }) => {
      const page = await newPage();
      await registerPlayer(page, 'Linked');
      const user = await UserModel.findOne({ email: 'linked@example.com' });
      const { token, cookie } = await boundLinkToken(nova.ctx, user!._id);
      const [name = '', value = ''] = cookie.split('=');
      // A forwarded link: another browser without the binding cookie signs nobody in (and leaves the token usable).
      const forwarded = await newPage();
      await forwarded.goto(`/?token=${token}`);
      await forwarded.getByText('Sign-in failed', { exact: true }).waitFor();
      await topBar(forwarded).getByRole('button', { name: 'Login' }).waitFor();
      // The browser that started the sign-in holds the binding cookie (set before the redirect).
      await page.context().addCookies([{ name, value, url: `${nova.url}/api/verify-token` }]);
      await page.goto(`/leaderboard?token=${token}&tab=today`);
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('token'));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/leaderboard?tab=today');

      // Used once: the same link in a fresh browser does not sign in.
      const other = await newPage();
      await other.goto(`/?token=${token}`);
      await other.getByText('Sign-in failed', { exact: true }).waitFor();
      await topBar(other).getByRole('button', { name: 'Login' }).waitFor();
      await other.waitForURL((url) => !url.searchParams.has('token'));
    });

    test('the admin login page refuses a player and admits an admin', async ({ newPage }) => {
      const page = await newPage();
      const player = await registerPlayer(page, 'NotBoss');
      await page.goto('/admin-login-standalone');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(await page.getByLabel('Password').inputValue()).toBe('');

      await page.getByLabel('Email').fill(player.email);
      await page.getByLabel('Password').fill(player.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Admin access required' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin\/[a-z-]+$/);
      await page.getByText('Welcome to Admin Panel!', { exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      await topBar(page).getByRole('link', { name: 'Admin' }).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').isAdmin)).toBe(true);
    });

    test('/test-admin signs an admin in with JavaScript disabled; the next page load exchanges the token', async ({
      newPage,
      newContext,
    }) => {
      const noScript = await newPage({ javaScriptEnabled: false });
      await noScript.goto('/test-admin');
      await noScript.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await noScript.getByLabel('Email').fill('someone@nova.test');
      await noScript.getByLabel('Password').fill('not-the-password');
      await noScript.getByRole('button', { name: 'Sign in' }).click();
      await noScript.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();

      await noScript.getByLabel('Email').fill(ADMIN.email);
      await noScript.getByLabel('Password').fill(ADMIN.password);
      await noScript.getByRole('button', { name: 'Sign in' }).click();
      await noScript.waitForURL(/\/admin\?token=[A-Za-z0-9_-]{43}$/);
      const landed = noScript.url();

      // The link is bound to the browser that signed in (its cookie): the same browser with scripts on (its cookies
      // carried over) exchanges it; another browser gets nothing.
      const elsewhere = await (await newContext()).newPage();
      await elsewhere.goto(landed);
      await elsewhere.getByText('Sign-in failed', { exact: true }).waitFor();
      const sameBrowser = await newContext();
      await sameBrowser.addCookies(await noScript.context().cookies());
      const withScript = await sameBrowser.newPage();
      await withScript.goto(landed);
      await withScript.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      await withScript.waitForURL((url) => /^\/admin\/[a-z-]+$/.test(url.pathname) && !url.searchParams.has('token'));
      expect(await withScript.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(ADMIN.email);
    });

    test("/test-admin refuses a post from another site's page (login CSRF), with the admin's real credentials too", async ({
      newPage,
      nova,
    }) => {
      const page = await newPage();
      // A page of another site holding a form that posts to this shop's /test-admin.
      await page.route('http://elsewhere.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<form method="post" action="${nova.url}/test-admin"><input name="email" value="${ADMIN.email}"><input name="password" value="${ADMIN.password}"><button>Go</button></form>`,
        }),
      );
      await page.goto('http://elsewhere.test/');
      await page.getByRole('button', { name: 'Go' }).click();
      await page.getByRole('alert').filter({ hasText: "This sign-in form must be sent from this site's own page." }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/test-admin');
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('nova_link_binding');
    });

    test('guards: signed-out dashboard and checkout say so; Google unconfigured comes back with a toast', async ({ newPage }) => {
      const page = await newPage();
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText('Please log in').waitFor();
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Login Required' }).waitFor();

      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Login' }).click();
      await dialog(page).getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByText('Google sign-in is not available right now. Please sign in with your email.', { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('authError'));
    });
  },
);
