import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import arCommon from '../frontend/src/i18n/locales/ar/common.json';
import arReset from '../frontend/src/i18n/locales/ar/passwordReset.json';
import enCommon from '../frontend/src/i18n/locales/en/common.json';
import enReset from '../frontend/src/i18n/locales/en/passwordReset.json';
import { browserSuite } from './harness';

/** The words the dialog check clicks by, per language. */
const WORDS = {
  en: { login: enCommon.auth.login, forgot: enReset.forgot.link, forgotTitle: enReset.forgot.title },
  ar: { login: arCommon.auth.login, forgot: arReset.forgot.link, forgotTitle: arReset.forgot.title },
};

/** Every page a visitor can reach without signing in (the signed-in pages show the sign-in prompt here). */
const PUBLIC_PAGES = [
  '/',
  '/boxes',
  '/free-boxes',
  '/winners',
  '/reviews',
  '/leaderboard',
  '/support',
  '/demo',
  '/faq',
  '/terms',
  '/privacy',
  '/affiliates',
  '/checkout',
  '/fairness',
  '/admin-login',
  // The landing page of a password reset link, with a well-formed code: the new-password form.
  `/reset-password?code=${'r'.repeat(43)}`,
  '/dashboard',
  '/no-such-page',
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical axe findings on the page as it is now. */
async function findings(page: Page, path: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: path,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

browserSuite('accessibility (axe)', {}, (_ctx, test) => {
  for (const language of ['en', 'ar'] as const) {
    test(`every public page in ${language} has no serious or critical axe findings`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      await page.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
      const all: Finding[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await page
          .waitForFunction(() => document.querySelector('[aria-busy="true"], .animate-pulse') === null, undefined, { timeout: 10_000 })
          .catch(() => undefined);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        all.push(...(await findings(page, path)));
      }
      // The check itself can fail: an image without a text alternative is a critical finding.
      await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" data-probe>'));
      expect((await findings(page, 'probe')).map((f) => f.rule)).toContain('image-alt');
      // The box details dialog is part of the public pages too.
      await page.goto('/boxes');
      await page.getByTestId('box-card').first().click();
      await page.getByRole('dialog').waitFor();
      all.push(...(await findings(page, '/boxes (dialog)')));
      // So is the sign-in dialog's "Forgot password?" form.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('button', { name: WORDS[language].login, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: WORDS[language].forgot }).click();
      await page.getByRole('dialog').getByRole('heading', { name: WORDS[language].forgotTitle }).waitFor();
      all.push(...(await findings(page, 'forgot password (dialog)')));
      expect(all).toEqual([]);
    }, 180_000);
  }
});
