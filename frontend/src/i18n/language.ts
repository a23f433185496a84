import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, RTL_LANGUAGES, type LanguageCode } from '@nova/protocol';
import { readPreference } from '../lib/preferences';

export const isSupportedLanguage = (value: string | null | undefined): value is LanguageCode =>
  !!value && (LANGUAGE_CODES as string[]).includes(value);

/** 'rtl' for right-to-left languages (Arabic), else 'ltr'. */
export const directionOf = (lng: string): 'rtl' | 'ltr' => (RTL_LANGUAGES as string[]).includes(lng) ? 'rtl' : 'ltr';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Tells the server the language the visitor chose (a cookie it reads when it sends a page), so the page's texts it
 * names for preloading are the ones the app will ask for. Without it the server goes by Accept-Language.
 */
export function shareLanguageChoice(lng: LanguageCode): void {
  const cookie = `${LANGUAGE_COOKIE}=${lng}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The language to start in: the saved `selectedLanguage` (shared with the server again, for a choice saved before it
 * was), else the first browser language we offer, else English.
 */
export function detectLanguage(): LanguageCode {
  const saved = readPreference('selectedLanguage');
  if (isSupportedLanguage(saved)) {
    shareLanguageChoice(saved);
    return saved;
  }
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
