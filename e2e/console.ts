import type { Page } from 'playwright-core';

/**
 * What a page writes to its console as errors or warnings from the moment this is called: the app's own
 * `console.error` / `console.warn`, the browser's warnings about the page (e.g. 'The specified value "NaN" cannot be
 * parsed' for a number input given NaN) and uncaught exceptions. Chromium's own line for an HTTP answer of 4xx or 5xx
 * ('Failed to load resource: ...') is left out: it reports the request, which the test expects to be refused, not a
 * fault of the page.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    if (msg.text().startsWith('Failed to load resource:')) return;
    messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`uncaught: ${err.message}`));
  return messages;
}
