import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loadConfig } from '../backend/src/config';
import { createLogger } from '../backend/src/core/logger';
import { startNovaServer, type NovaServer } from '../backend/src/server';

/**
 * Browser-test harness: `startNova()` boots the real app (API, sockets, built front end) on a free port with a
 * memory-only emulator database; `openBrowser()` launches Debian Chromium; `browserTest()` saves a
 * screenshot of every open page when a test fails (test-results/<test name>-<n>.png).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const ROOT = join(__dirname, '..');

/** Nothing listens on port 9 here: the rate sources fail fast, so tests see the fallback rates unless they serve their own. */
const UNREACHABLE = 'http://127.0.0.1:9/{base}.json';

export async function startNova(env: Record<string, string> = {}): Promise<NovaServer> {
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DB_ENGINE: 'emulator',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'error',
    CURRENCY_RATES_URL: UNREACHABLE,
    CURRENCY_RATES_MIRROR_URL: UNREACHABLE,
    // The suites sign staff in with a password alone; the two-factor suite passes STAFF_TWO_FACTOR=required.
    STAFF_TWO_FACTOR: 'optional',
    // Stops at once: no load balancer here to spread the sockets' reconnections for.
    DRAIN_SECONDS: '0',
    ...env,
  });
  return startNovaServer({ config, logger: createLogger(config.LOG_LEVEL), staticDir: join(ROOT, 'frontend', 'dist') });
}

export function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * Opens `path` in `page` as a returning visitor signed in with `session`: its token and user are in local storage, as
 * the app keeps them, before any of the app's code runs.
 */
export async function signedIn(page: Page, session: { token: string; user: unknown }, path: string): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
}

export interface BrowserTestContext {
  nova: NovaServer;
  browser: Browser;
  /** A fresh browser context (own storage) whose pages are screenshotted if the test fails. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  /** A page in a fresh context. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<Page>;
}

/**
 * Declares a browser test suite sharing one app and one browser; each test gets fresh contexts.
 * Every test's pages are screenshotted on failure.
 */
export function browserSuite(name: string, env: Record<string, string>, define: (t: () => BrowserTestContext, test: BrowserTest) => void): void {
  describe(name, () => {
    let nova: NovaServer;
    let browser: Browser;
    beforeAll(async () => {
      nova = await startNova(env);
      browser = await openBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await nova?.stop();
    });
    const contexts: BrowserContext[] = [];
    const ctx = (): BrowserTestContext => ({
      nova,
      browser,
      newContext: async (options) => {
        const c = await browser.newContext({ baseURL: nova.url, ...options });
        contexts.push(c);
        return c;
      },
      newPage: async (options) => {
        const c = await ctx().newContext(options);
        return c.newPage();
      },
    });
    const test: BrowserTest = (title, fn, timeout) =>
      it(
        title,
        async () => {
          try {
            await fn(ctx());
          } catch (err) {
            await screenshotAll(contexts, `${name} ${title}`);
            throw err;
          } finally {
            await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
          }
        },
        timeout,
      );
    define(ctx, test);
  });
}

export type BrowserTest = (title: string, fn: (ctx: BrowserTestContext) => Promise<void>, timeout?: number) => void;

async function screenshotAll(contexts: BrowserContext[], title: string): Promise<void> {
  const dir = join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  const base = title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  let n = 0;
  for (const c of contexts) {
    for (const page of c.pages()) {
      n += 1;
      await page.screenshot({ path: join(dir, `${base}-${n}.png`), fullPage: true }).catch(() => {});
    }
  }
}
