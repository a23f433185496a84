import type { BackendModule, ReadCallback } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@nova/protocol';
import { loadLocale } from './loadLocale';
import { NAMESPACES, type Namespace } from './namespaces';

const isLanguage = (lng: string): lng is LanguageCode => (LANGUAGE_CODES as string[]).includes(lng);
const isNamespace = (ns: string): ns is Namespace => (NAMESPACES as readonly string[]).includes(ns);

/** An i18next backend that loads each locale file when first needed (`loadLocale`: one fetch by URL pattern). */
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
