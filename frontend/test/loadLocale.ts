// Jest stand-in for src/i18n/loadLocale.ts (which fetches the built locale files over HTTP): reads them from disk.
import type { ResourceKey } from 'i18next';
import type { LanguageCode } from '@nova/protocol';
import type { Namespace } from '../src/i18n/namespaces';

export const localeUrl = (lng: LanguageCode, ns: Namespace): string => `/assets/locales/test/${lng}/${ns}.json`;

export function loadLocale(lng: LanguageCode, ns: Namespace): Promise<ResourceKey> {
  return import(`../src/i18n/locales/${lng}/${ns}.json`).then((mod: { default: ResourceKey }) => mod.default);
}
