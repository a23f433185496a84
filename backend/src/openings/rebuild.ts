import type { Outbox } from '../core/outbox';
import { usernames } from '../users/directory';
import { OpeningModel, type Opening } from './model';
import { openingCompleted, winnerAnnounced } from './presenter';

/**
 * A paid opening's events are stored in the outbox as the opening's id alone (the opening is stored in the same
 * transaction and its event fields never change), and rebuilt from it when a relay publishes them (docs/events.md).
 */
export function rebuildOpeningEvents(outbox: Outbox): void {
  const load = async (id: string): Promise<{ opening: Opening; username: string } | null> => {
    const opening = await OpeningModel.findById(id).lean<Opening>();
    if (!opening) return null;
    const names = await usernames([opening.userId]);
    return { opening, username: names.get(opening.userId.toHexString()) ?? '?' };
  };
  outbox.rebuildFrom('opening.completed', async (id) => {
    const found = await load(id);
    return found && openingCompleted(found.opening, found.username);
  });
  outbox.rebuildFrom('winner.announced', async (id) => {
    const found = await load(id);
    return found && winnerAnnounced(found.opening, found.username);
  });
}
