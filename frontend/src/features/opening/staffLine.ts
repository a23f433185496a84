import { Package } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A paid opening in the operations feed. */
export const openingLine: StaffLineView<'opening'> = {
  icon: Package,
  tone: 'text-accent-soft bg-accent/15',
  describe: (e, { t, money, coins }) => ({
    text: t('events.opening', { username: e.username, box: e.boxName, prize: e.isWin ? e.prizeName : t('nothing') }),
    detail: t('events.openingDetail', { price: coins(e.pricePaid), value: money(e.valueInUSD) }),
  }),
};
