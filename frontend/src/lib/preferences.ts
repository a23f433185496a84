/** Browser-stored preferences (keys selectedLanguage and selectedCurrency). */
export type PreferenceKey = 'selectedLanguage' | 'selectedCurrency';

/** Reads a stored preference; null when unset or storage is unavailable (private mode, blocked cookies). */
export function readPreference(key: PreferenceKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Saves a preference for the next visit. The choice itself applies in place (language, currency): no reload, so
 * the realtime connection and every loaded page stay as they are.
 */
export function savePreference(key: PreferenceKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice applies to this visit only.
  }
}
