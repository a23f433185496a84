import { rooms } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';
import { presentPurchase } from './presenter';

/**
 * Every change of a purchase goes to all of its player's tabs as `purchase:updated`, `seq` being the purchase's
 * version. The coins themselves travel as the ledger's `balance:changed`; the staff feed's lines are in staffLines.ts.
 */
export const paymentStreams: readonly LiveStream[] = [
  {
    stream: 'purchases',
    on: {
      'purchase.updated': (e) => {
        const purchase = presentPurchase(e.purchase);
        return { event: 'purchase:updated', to: rooms.user(e.purchase.userId.toHexString()), payload: { seq: purchase.version, purchase } };
      },
    },
  },
];
