import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { toast } from '../../stores/useToastStore';

let announced = false;

/**
 * Announces the welcome coins (granted once per account, when its address is first verified) with a toast, once per
 * page: the verification page's answer and the grant's `balance:changed` may both bring them, in either order (the
 * socket may connect only after the grant, and then only the answer does).
 */
export function announceWelcomeCoins(coins: number): void {
  if (announced || !(coins > 0)) return;
  announced = true;
  toast({ title: i18n.t('common:coins.welcomeTitle'), description: i18n.t('common:coins.welcomeBody', { coins: formatNumber(coins) }), variant: 'success' });
}
