import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@nova/protocol';
import { afterFirstPage } from '../lib/afterFirstPage';
import { savePreference } from '../lib/preferences';
import { lazyLocaleBackend } from './backend';
import { applyDocumentLanguage, detectLanguage } from './language';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';

export const i18n: I18n = i18next;

let ready: Promise<I18n> | null = null;

/**
 * Starts i18next once: the detected (or given) language, lazy-loaded locale files, English as the fallback
 * and the key itself after that. Resolves when `namespaces` of the starting language are loaded (the app asks
 * only for what its first render needs, then `loadRemainingNamespaces`; tests load them all).
 */
export function initI18n(lng: LanguageCode = detectLanguage(), namespaces: readonly Namespace[] = NAMESPACES): Promise<I18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  ready = i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
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
 * re-renders), and saves `selectedLanguage` for the next visit. No reload: the socket and loaded data stay.
 */
export async function changeLanguage(lng: LanguageCode): Promise<void> {
  savePreference('selectedLanguage', lng);
  await i18n.changeLanguage(lng);
}

/** Loads every other namespace in the background (once the first page is shown), so texts used outside React are ready. */
export function loadRemainingNamespaces(): void {
  afterFirstPage(() => void i18n.loadNamespaces([...NAMESPACES]).catch(() => undefined));
}
