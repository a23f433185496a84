import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@nova/protocol';
import { NAMESPACES, type Namespace } from './namespaces';

const isLanguage = (lng: string): lng is LanguageCode => (LANGUAGE_CODES as string[]).includes(lng);
const isNamespace = (ns: string): ns is Namespace => (NAMESPACES as readonly string[]).includes(ns);

/** Loads one locale file. Vite turns this dynamic import into one small chunk per language and namespace. */
export function loadLocale(lng: LanguageCode, ns: Namespace): Promise<ResourceKey> {
  return import(`./locales/${lng}/${ns}.json`).then((mod: { default: ResourceKey }) => mod.default);
}

/** An i18next backend that lazy-loads locale files with dynamic `import()` (no HTTP backend package). */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    if (!isLanguage(lng) || !isNamespace(ns)) {
      callback(new Error(`No locale file for ${lng}/${ns}`), false);
      return;
    }
    loadLocale(lng, ns).then(
      (resources) => callback(null, resources),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};
