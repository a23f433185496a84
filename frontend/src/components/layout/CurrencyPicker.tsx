import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@nova/protocol';
import { changeCurrency, isCurrencyCode, useCurrencyStore } from '../../currency';
import { Select } from '../ui/select';

/** Currency names in the active language (Intl), falling back to the English names in protocol. */
function useCurrencyNames(locale: string): (code: string, fallback: string) => string {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = null;
    }
    return (code: string, fallback: string) => names?.of(code) ?? fallback;
  }, [locale]);
}

/** Display-currency choice (16 currencies). Applies in place and saves on change. */
export function CurrencyPicker({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const nameOf = useCurrencyNames(i18n.resolvedLanguage ?? 'en');
  const current = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];
  return (
    <Select
      label={t('preferences.currency')}
      value={current.code}
      onValueChange={(value) => {
        if (isCurrencyCode(value) && value !== current.code) changeCurrency(value);
      }}
      display={
        <span className="flex items-center gap-1.5">
          <span className="text-gold" aria-hidden>
            {current.symbol}
          </span>
          <span>{current.code}</span>
        </span>
      }
      options={CURRENCIES.map((c) => ({
        value: c.code,
        textValue: `${c.code} ${nameOf(c.code, c.name)}`,
        label: (
          <span className="flex items-center gap-2">
            <span className="w-9 shrink-0 text-gold" aria-hidden>
              {c.symbol}
            </span>
            <span className="font-semibold">{c.code}</span>
            <span className="text-fg-muted">{nameOf(c.code, c.name)}</span>
          </span>
        ),
      }))}
      {...(className ? { className } : {})}
      {...(defaultOpen ? { defaultOpen } : {})}
    />
  );
}
