import type { Battle } from './model';

/** What changed in a battle (the staff feed and the lobby say it). */
export type BattleChange = 'created' | 'joined' | 'started' | 'cancelled';

/** The battles domain's events (composed into `DomainEvents` by `core/eventMap.ts`); each carries the battle as stored after the change. */
export interface BattleEvents {
  /** A battle was created, a seat filled, it started or was cancelled (`by`: the admin who cancelled it, else null). */
  'battle.changed': { battle: Battle; change: BattleChange; by: string | null };
  /** Round `round` of a running battle was revealed. */
  'battle.roundRevealed': { battle: Battle; round: number };
  /** The last round was revealed: the winner is known and the prizes are dealt. */
  'battle.finished': { battle: Battle };
}
