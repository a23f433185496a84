import type { TFunction } from 'i18next';
import { toast } from '../../stores/useToastStore';
import { useBoxFlowStore } from './useBoxFlowStore';

/**
 * The 'Insufficient Balance' toast with its way out: "Add coins" goes to /checkout and closes the box dialogs, which
 * would otherwise open again over the next page with box cards.
 */
export function toastInsufficientBalance(t: TFunction<'opening'>): void {
  toast({
    title: t('toasts.insufficientTitle'),
    description: t('toasts.insufficient'),
    variant: 'destructive',
    action: {
      label: t('toasts.addCoins'),
      to: '/checkout',
      onSelect: () => {
        useBoxFlowStore.getState().closeDetails();
        useBoxFlowStore.getState().closeOpening();
      },
    },
  });
}
