import { useMemo } from 'react';
import { COUNTRY_CODES } from '@nova/protocol';
import { activeLanguage } from '../../i18n';

export interface Country {
  code: string;
  name: string;
}

/** The countries an address may be in, named in the active language (Intl) and sorted by that name. */
export function useCountries(): Country[] {
  const locale = activeLanguage();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}
