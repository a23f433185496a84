import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../currency';

/** Formats a USD amount (the charge, whatever the display currency) for the active language: '25.00' -> '$25.00'. */
export function useUsd(): (amount: string | number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((amount) => formatCurrencyAmount(Number(amount), 'USD', locale), [locale]);
}
