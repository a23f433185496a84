import { DEFAULT_LANGUAGE, LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode } from '@nova/protocol';
import { readPreference } from '../lib/preferences';

export const isSupportedLanguage = (value: string | null | undefined): value is LanguageCode =>
  !!value && (LANGUAGE_CODES as string[]).includes(value);

/** 'rtl' for right-to-left languages (Arabic), else 'ltr'. */
export const directionOf = (lng: string): 'rtl' | 'ltr' => (RTL_LANGUAGES as string[]).includes(lng) ? 'rtl' : 'ltr';

/**
 * The language to start in: the saved `selectedLanguage`, else the first browser language we offer,
 * else English.
 */
export function detectLanguage(): LanguageCode {
  const saved = readPreference('selectedLanguage');
  if (isSupportedLanguage(saved)) return saved;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Sets `<html lang dir>` so the browser, screen readers and CSS logical properties follow the language. */
export function applyDocumentLanguage(lng: string): void {
  const root = document.documentElement;
  root.lang = lng;
  root.dir = directionOf(lng);
}
