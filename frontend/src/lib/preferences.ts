import { TIMINGS } from '@nova/protocol';
import { reloadPage } from './reload';

/** Browser-stored preferences (spec 000 §3: keys selectedLanguage and selectedCurrency). */
export type PreferenceKey = 'selectedLanguage' | 'selectedCurrency';

/** Reads a stored preference; null when unset or storage is unavailable (private mode, blocked cookies). */
export function readPreference(key: PreferenceKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Saves a preference and reloads the page after `TIMINGS.preferenceReloadMs` (spec 000 §4). */
export function savePreferenceAndReload(key: PreferenceKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice still applies until the reload, then falls back to the default.
  }
  window.setTimeout(reloadPage, TIMINGS.preferenceReloadMs);
}
