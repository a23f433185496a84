import { useMemo } from 'react';
import { COUNTRY_CODES } from '@nova/protocol';
import { activeLanguage } from '../../i18n';

export interface Country {
  code: string;
  name: string;
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** A country's name in the active language (Intl), or its code when the browser cannot name it. */
export function countryName(code: string): string {
  return regionNames(activeLanguage())?.of(code) ?? code;
}

/** The countries an address may be in, named in the active language (Intl) and sorted by that name. */
export function useCountries(): Country[] {
  const locale = activeLanguage();
  return useMemo(() => {
    const names = regionNames(locale);
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}
