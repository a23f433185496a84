import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../stores/useToastStore';

/** Copies text to the clipboard and says so with a toast titled `done` ('Link Copied!'), or that it failed. */
export function useCopy(): (text: string, done: string) => Promise<void> {
  const { t } = useTranslation('affiliates');
  return useCallback(
    async (text, done) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: done, variant: 'success' });
      } catch {
        toast({ title: t('copy.failed'), description: t('copy.failedBody'), variant: 'destructive' });
      }
    },
    [t],
  );
}

/** The referral link for a code: this site's address with `?ref=CODE`. */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
