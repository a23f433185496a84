import { boxOpenPayloadSchema } from '@nova/protocol';
import { spendWrite } from '../auth/playerLimits';
import type { AppContext, NovaSocket } from '../context';
import { errors } from '../core/errors';
import { ackHandler } from '../realtime/ack';
import { presentOpenResult } from './presenter';
import { openBox } from './service';

/**
 * `box:open` {boxId, requestId, oddsVersion?}: the same service, result and per-player write budget as
 * `POST /api/boxes/:id/open` (every socket of the player and REST spend one budget).
 */
export function openingSocketHandlers(ctx: AppContext, socket: NovaSocket): void {
  socket.on(
    'box:open',
    ackHandler(ctx.logger, boxOpenPayloadSchema, async ({ boxId, requestId, oddsVersion }) => {
      const userId = socket.data.userId;
      if (!userId) throw errors.authRequired();
      await spendWrite(ctx, 'play', { userId });
      const { opening, replayed } = await openBox(ctx, { userId, boxId, requestId, oddsVersion });
      return presentOpenResult(opening, replayed, ctx.config.RESALE_RATE);
    }),
  );
}
