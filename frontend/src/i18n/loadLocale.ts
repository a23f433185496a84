import type { ResourceKey } from 'i18next';
import type { LanguageCode } from '@nova/protocol';
import type { Namespace } from './namespaces';

/** The versioned folder the build serves the locale files from (set by `build/localeAssets.ts`). */
declare const __LOCALES_URL__: string;

/** The URL of one locale file. The server names the current page's files in the HTML by the same pattern. */
export const localeUrl = (lng: LanguageCode, ns: Namespace): string => `${__LOCALES_URL__}/${lng}/${ns}.json`;

/**
 * Fetches one locale file. The request matches the `<link rel="preload" as="fetch" crossorigin>` the server puts in
 * the page for the current page's files, so the browser reuses that response instead of asking again.
 * (Under Jest, `test/resolver.cjs` swaps in `test/loadLocale.ts`, which reads the files from disk.)
 */
export async function loadLocale(lng: LanguageCode, ns: Namespace): Promise<ResourceKey> {
  const res = await fetch(localeUrl(lng, ns), { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Locale file ${lng}/${ns}: HTTP ${res.status}`);
  return (await res.json()) as ResourceKey;
}
