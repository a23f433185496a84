import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@nova/protocol';
import { whenDue } from '../firstLoad/schedule';
import { savePreference } from '../lib/preferences';
import { lazyLocaleBackend } from './backend';
import { applyDocumentLanguage, detectLanguage, shareLanguageChoice } from './language';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';

export const i18n: I18n = i18next;

let ready: Promise<I18n> | null = null;

/**
 * Starts i18next once: the detected (or given) language and its lazy-loaded locale files. No fallback language: every
 * language carries every key (`completeness.test.ts` in `npm test`), so English texts loaded beside another language
 * would only be a second set of files on that page load's critical path. Resolves when `namespaces` of the starting
 * language are loaded (the app asks only for what its first render needs, then `loadRemainingNamespaces`; tests load
 * them all).
 */
export function initI18n(lng: LanguageCode = detectLanguage(), namespaces: readonly Namespace[] = NAMESPACES): Promise<I18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  ready = i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS: DEFAULT_NAMESPACE,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      showSupportNotice: false,
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? lng);
      return i18n;
    });
  return ready;
}

/** The active language code. */
export const activeLanguage = (): LanguageCode => (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE) as LanguageCode;

/**
 * Switches language in place: text, number and date formats, `<html lang dir>` (every component using a translation
 * re-renders), and saves `selectedLanguage` for the next visit (and tells the server). No reload: the socket and loaded
 * data stay.
 */
export async function changeLanguage(lng: LanguageCode): Promise<void> {
  savePreference('selectedLanguage', lng);
  shareLanguageChoice(lng);
  await i18n.changeLanguage(lng);
}

/** How many namespaces one background step loads: all of them at once made one long task on a slow phone. */
const BACKGROUND_BATCH = 4;

/**
 * Loads every other namespace in the background (once the first page is shown), so texts used outside React are
 * ready: a few at a time, each batch a deferred task of its own (the `texts` unit of the first-load rule).
 */
export function loadRemainingNamespaces(): void {
  const rest = NAMESPACES.filter((ns) => !i18n.hasLoadedNamespace(ns));
  for (let i = 0; i < rest.length; i += BACKGROUND_BATCH) {
    const batch = rest.slice(i, i + BACKGROUND_BATCH);
    whenDue('texts', () => i18n.loadNamespaces(batch).catch(() => undefined));
  }
}
