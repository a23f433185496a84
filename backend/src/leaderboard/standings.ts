import type { Types } from 'mongoose';
import { OpeningModel } from '../openings/model';
import { Users } from '../users/queries';
import { dayEnd, dayStart } from './day';

/** One player's day so far. */
export interface Standing {
  userId: Types.ObjectId;
  username: string;
  avatarUrl: string | null;
  /** Coins spent on paid openings that day. */
  totalSpent: number;
  boxesOpened: number;
  /** When the player's last counted opening happened (earlier wins a tie). */
  lastAt: Date;
}

interface Group {
  _id: Types.ObjectId;
  totalSpent: number;
  boxesOpened: number;
  lastAt: Date;
}

/** How many groups to read before dropping banned players, beyond the positions asked for. */
const BANNED_HEADROOM = 20;

/**
 * The day's ranking, computed from the openings collection itself (so every node computes the same thing):
 * coins spent on paid openings in [00:00, 24:00) UTC of `day` (free claims cost nothing and are excluded),
 * highest first; a tie goes to whoever reached the total first, then to the lower user id. Banned players
 * are disqualified (the published terms: fraud means disqualification).
 */
export async function computeStandings(day: string, limit: number): Promise<Standing[]> {
  const groups = await OpeningModel.aggregate<Group>([
    { $match: { createdAt: { $gte: dayStart(day), $lt: dayEnd(day) }, pricePaid: { $gt: 0 } } },
    { $group: { _id: '$userId', totalSpent: { $sum: '$pricePaid' }, boxesOpened: { $sum: 1 }, lastAt: { $max: '$createdAt' } } },
    { $sort: { totalSpent: -1, lastAt: 1, _id: 1 } },
    { $limit: limit + BANNED_HEADROOM },
  ]);
  if (groups.length === 0) return [];
  const users = await Users.find({ _id: { $in: groups.map((g) => g._id) } }, { username: 1, avatarUrl: 1, banned: 1 }).lean();
  const byId = new Map(users.map((u) => [String(u._id), u]));
  const standings: Standing[] = [];
  for (const g of groups) {
    const user = byId.get(String(g._id));
    if (!user || user.banned) continue;
    standings.push({
      userId: g._id,
      username: user.username,
      avatarUrl: user.avatarUrl ?? null,
      totalSpent: g.totalSpent,
      boxesOpened: g.boxesOpened,
      lastAt: g.lastAt,
    });
    if (standings.length === limit) break;
  }
  return standings;
}
