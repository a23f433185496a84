import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxDto } from '@nova/protocol';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { toastInsufficientBalance } from './insufficientToast';
import { useBoxFlowStore } from './useBoxFlowStore';

/** The whole-coin price the client checks the balance against (the price rounded up). */
export const requiredCoins = (box: Pick<BoxDto, 'price'>): number => Math.ceil(Number.parseFloat(box.price));

/**
 * The actions of a box card and the details dialog: show a box (signed out: the login dialog), and open one
 * (signed out: the login dialog; balance below the price rounded up: the 'Insufficient Balance' toast and no
 * call; otherwise the opening dialog). Returns whether the opening started.
 */
export function useBoxActions() {
  // The 'opening' texts are needed only for the toast after a click: waiting for them here would hold back the first
  // paint of every page with box cards by one round trip (docs/performance.md). They load in the background after the
  // first page; a click before that waits for them.
  const { i18n } = useTranslation();
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);

  const showBox = useCallback(
    (boxId: string) => {
      if (!useSessionStore.getState().user) return openAuthDialog('login');
      useBoxFlowStore.getState().showDetails(boxId);
    },
    [openAuthDialog],
  );

  const openBox = useCallback(
    (box: BoxDto): boolean => {
      const user = useSessionStore.getState().user;
      if (!user) {
        openAuthDialog('login');
        return false;
      }
      if (user.balance < requiredCoins(box)) {
        void i18n.loadNamespaces('opening').then(() => {
          toastInsufficientBalance(i18n.getFixedT(null, 'opening'));
        });
        return false;
      }
      useBoxFlowStore.getState().startOpening(box);
      return true;
    },
    [openAuthDialog, i18n],
  );

  return { showBox, openBox };
}
