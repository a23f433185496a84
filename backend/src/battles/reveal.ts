import { battleNonce } from '@nova/protocol';
import type { AppContext } from '../context';
import { inTransaction } from '../core/transaction';
import { recordBattlePrizes, type BattlePrizeAward } from '../openings/battlePrizes';
import { outcomeOf } from './draws';
import { BattleModel, battlesCollection, type Battle } from './model';

/** How often each node looks for due rounds (real time; the due time itself is on the app clock). */
export const REVEAL_TICK_MS = 200;

/**
 * When the round after the one revealed now is due: one `roundMs` (the BATTLE_ROUND_MS setting) after the previous
 * due time, so every watcher sees the same pace; after a stall (a node restart) one `roundMs` from now, so late
 * rounds do not all land at once.
 */
function nextDue(battle: Battle, now: Date, roundMs: number): Date {
  const paced = (battle.nextRevealAt?.getTime() ?? now.getTime()) + roundMs;
  return new Date(paced > now.getTime() ? paced : now.getTime() + roundMs);
}

/**
 * Reveals the next round of a running battle if it is still at `battle.revealedCount`: a conditional update
 * (`revealedCount: k` -> k+1), so when several nodes see the same due round exactly one reveals it. The last round
 * finishes the battle instead (`finish`). Returns whether this call revealed it.
 */
export async function revealNext(ctx: AppContext, battle: Battle): Promise<boolean> {
  const round = battle.revealedCount;
  if (round + 1 >= battle.rounds.length) return finish(ctx, battle);
  const now = ctx.clock.now();
  const after = await battlesCollection().findOneAndUpdate(
    { _id: battle._id, status: 'running', revealedCount: round },
    { $set: { revealedCount: round + 1, nextRevealAt: nextDue(battle, now, ctx.config.BATTLE_ROUND_MS) }, $inc: { version: 1 } },
    { returnDocument: 'after' },
  );
  if (!after) return false;
  ctx.bus.emit('battle.roundRevealed', { battle: after, round });
  return true;
}

/**
 * Reveals the last round and finishes the battle in one transaction: the winner (with the tie-break roll), and every
 * prize dealt to the winning team's players as their unboxings (a team of bots leaves them with the house).
 */
async function finish(ctx: AppContext, battle: Battle): Promise<boolean> {
  const round = battle.revealedCount;
  const outcome = outcomeOf(battle);
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const after = await battlesCollection().findOneAndUpdate(
      { _id: battle._id, status: 'running', revealedCount: round },
      {
        $set: {
          revealedCount: battle.rounds.length,
          status: 'finished',
          nextRevealAt: null,
          finishedAt: now,
          winnerTeam: outcome.winnerTeam,
          tieRoll: outcome.tieRoll,
        },
        // Two facts: the last round's reveal (version + 1) and the end (version + 2), so each has its own seq.
        $inc: { version: 2 },
      },
      { session: tx.session, returnDocument: 'after' },
    );
    if (!after) return false;
    const awards: BattlePrizeAward[] = outcome.dealt.flatMap(({ draw, toSeat }) => {
      const userId = toSeat === null ? null : after.seats[toSeat]?.userId;
      if (!userId) return [];
      const r = after.rounds[draw.round]!;
      return [
        {
          battleId: after._id,
          userId,
          box: { id: r.boxId, name: r.name, category: r.category, imageUrl: r.imageUrl, oddsVersion: r.oddsVersion },
          table: r.prizes.map((p) => ({ ...p, _id: p.prizeId })),
          index: draw.index,
          roll: draw.roll,
          serverSeedHash: after.serverSeedHash,
          clientSeed: after.clientSeed ?? '',
          nonce: battleNonce(draw.round, draw.seat),
          round: draw.round,
          seat: draw.seat,
        },
      ];
    });
    await recordBattlePrizes(tx, awards, now);
    tx.emit('battle.roundRevealed', { battle: after, round });
    tx.emit('battle.finished', { battle: after });
    return true;
  });
}

/**
 * The reveal scheduler of this node: every REVEAL_TICK_MS it reveals the rounds due by the app clock, read from the
 * database, so a node that restarts mid-battle resumes where the battle was, and several nodes share the work
 * (each round is revealed once, see `revealNext`). Returns its stop function, which waits for a tick under way.
 */
export function startRevealScheduler(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = async () => {
    const due = await BattleModel.find({ status: 'running', nextRevealAt: { $lte: ctx.clock.now() } })
      .sort({ nextRevealAt: 1 })
      .limit(500)
      .lean<Battle[]>();
    for (const battle of due) await revealNext(ctx, battle);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => ctx.logger.error({ err }, 'battle reveal failed'))
      .finally(() => (running = null));
  }, REVEAL_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
