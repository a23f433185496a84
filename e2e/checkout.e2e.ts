import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { browserSuite } from './harness';

const SHOTS = join(__dirname, '..', 'test-results', 'checkout');

/** Registers a player through the API and signs them in for every page of `context` (all tabs share the session). */
async function signedInPlayer(context: BrowserContext, name: string): Promise<AuthResponseDto> {
  const res = await context.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as AuthResponseDto;
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

/**
 * Screenshots at phone and desktop widths, for looking at (test-results/checkout/<name>-<width>.png): the whole page,
 * or only the viewport (dialogs), or one element (`part`).
 */
async function shoot(page: Page, name: string, options: { fullPage?: boolean; part?: string } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = join(SHOTS, `${name}-${width}.png`);
    if (options.part) await page.locator(options.part).screenshot({ path });
    else await page.screenshot({ path, fullPage: options.fullPage ?? true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

browserSuite(
  'checkout with the simulated provider',
  { NODE_ENV: 'development', PAYMENTS_PROVIDER: 'simulated', AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('a player confirms 18+, buys a package and sees Payment Successful; a second tab shows the new balance without reloading', async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      await signedInPlayer(context, 'Orion');

      // The second tab: the profile page, watching.
      const watcher = await context.newPage();
      await watcher.goto('/dashboard');
      const watcherBalance = watcher.getByRole('banner').getByRole('link', { name: /^Balance:/ });
      await watcherBalance.getByText('0', { exact: true }).waitFor();
      await watcher.getByRole('heading', { name: 'Responsible play' }).waitFor();
      await watcher.getByText('No purchases yet.').waitFor();
      await connected(watcher);
      await mark(watcher);

      // The buying tab.
      const page = await context.newPage();
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Confirm your age' }).waitFor();
      await shoot(page, 'age');
      await page.getByLabel('I confirm that I am 18 years of age or older').check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: 'Choose a package' }).waitFor();
      await shoot(page, 'packages');
      await connected(page);

      await page.locator('[data-package="pro"]').getByRole('button').click();
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await shoot(page, 'payment');
      await page.getByRole('button', { name: 'Purchase 5,500 Coins - $50.00' }).click();

      const outcome = page.locator('[data-outcome="success"]');
      await outcome.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await outcome.getByText('5,500 coins added to your account!').waitFor();
      await shoot(page, 'success');

      // The other tab followed balance:changed and purchase:updated, in the same document.
      await watcherBalance.getByText('5,500').waitFor();
      await watcher.locator('[data-testid="purchases"]').getByText('Paid').waitFor();
      expect(await sameDocument(watcher)).toBe(true);
      await watcher.getByText('Used: $50.00').first().waitFor();
      await shoot(watcher, 'dashboard');
      await shoot(watcher, 'dashboard-purchases', { part: '[data-testid="purchases"]' });
      await shoot(watcher, 'dashboard-responsible', { part: '#responsible-play' });

      // The receipt, with the refund offer.
      await watcher.locator('[data-testid="purchases"]').getByRole('button', { name: 'Receipt' }).click();
      const receipt = watcher.getByRole('dialog');
      await receipt.getByText('Card', { exact: false }).first().waitFor();
      await receipt.getByRole('button', { name: 'Request a refund' }).waitFor();
      await shoot(watcher, 'receipt', { fullPage: false });
    }, 120_000);

    test('a declined card shows Payment Failed; back to the packages and trying again pays the same purchase: nothing stays Pending', async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width: 375, height: 800 } });
      const player = await signedInPlayer(context, 'Lyra');
      await context.request.post('/api/payments/age-confirmation', { headers: { authorization: `Bearer ${player.token}` } });
      const page = await context.newPage();
      await page.goto('/checkout');
      await connected(page);
      const pay = async (cardNumber: string) => {
        await page.getByLabel('Card number').fill(cardNumber);
        await page.getByLabel('Expiry (MM/YY)').fill('12/34');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: 'Purchase 500 Coins - $5.00' }).click();
      };

      // A look at the payment form, back to the packages, the same package again: still the one payment.
      await page.locator('[data-package="starter"]').getByRole('button').click();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.locator('[data-package="starter"]').getByRole('button').click();
      await pay('4000 0000 0000 0002');
      const failed = page.locator('[data-outcome="failed"]');
      await failed.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await failed.getByText('Your card was declined.').waitFor();
      await shoot(page, 'declined');

      await failed.getByRole('button', { name: 'Try again' }).click();
      await pay('4242 4242 4242 4242');
      await page.locator('[data-outcome="success"]').getByText('500 coins added to your account!').waitFor();

      // The purchases list shows that one payment, paid: no attempt left behind as Pending.
      await page.goto('/dashboard');
      const purchases = page.locator('[data-testid="purchases"]');
      await purchases.getByText('Paid').waitFor();
      expect(await purchases.locator('[data-status]').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')))).toEqual([
        'succeeded',
      ]);
    }, 120_000);
  },
);

browserSuite(
  'checkout in Arabic with euros',
  { NODE_ENV: 'development', PAYMENTS_PROVIDER: 'simulated', AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('lays the packages and the payment form out right to left, prices in euros with the USD charge', async ({ newContext }) => {
      const context = await newContext({ viewport: { width: 375, height: 800 } });
      const player = await signedInPlayer(context, 'Suhail');
      await context.addInitScript(() => {
        localStorage.setItem('selectedLanguage', 'ar');
        localStorage.setItem('selectedCurrency', 'EUR');
      });
      await context.request.post('/api/payments/age-confirmation', { headers: { authorization: `Bearer ${player.token}` } });
      const page = await context.newPage();
      await page.goto('/checkout');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page
        .getByText(/المبلغ بالدولار الأمريكي/)
        .first()
        .waitFor();
      await shoot(page, 'packages-ar');
      await page.locator('[data-package="plus"]').getByRole('button').click();
      await page.getByLabel('رقم البطاقة').waitFor();
      await shoot(page, 'payment-ar');
    });
  },
);

browserSuite('checkout without a payment provider', { AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('says Payment Unavailable with Go Home when signed in, and Login Required when signed out', async ({ newContext }) => {
    const visitor = await (await newContext()).newPage();
    await visitor.goto('/checkout');
    await visitor.getByRole('heading', { name: 'Login Required' }).waitFor();

    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    await signedInPlayer(context, 'Nashira');
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Payment Unavailable' }).waitFor();
    await shoot(page, 'unavailable');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
