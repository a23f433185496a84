import type { BoxCategory } from './constants';
import type { LegendaryStatusDto } from './dto';

/**
 * `GET /api/daily-bonus`: whether the signed-in player can claim the daily bonus now (50 coins,
 * once per 24 hours, rolling from the last claim). Times are ISO strings from the server's clock; `serverTime`
 * lets a client count down without trusting its own clock.
 */
export interface DailyBonusStatusDto {
  /** Coins one claim credits (LIMITS.dailyBonusCoins). */
  coins: number;
  available: boolean;
  lastClaimedAt: string | null;
  /** When the next claim opens; null while a claim is available. */
  nextClaimAt: string | null;
  /** The cooldown between claims in milliseconds (LIMITS.dailyBonusCooldownMs). */
  cooldownMs: number;
  serverTime: string;
}

/** `POST /api/daily-bonus/claim`: what was credited, the balance after it, and the new status. */
export interface DailyBonusClaimDto {
  credited: number;
  balance: number;
  /** The balance version after the credit (apply only if newer than the one held). */
  balanceVersion: number;
  status: DailyBonusStatusDto;
}

/**
 * `GET /api/me/summary`: the profile page's figures, computed from the player's openings.
 * Money in USD is a decimal string ('123.45'); coins are integers.
 */
export interface PlayerSummaryDto {
  /** Paid openings (free-box claims are not openings). */
  boxesOpened: number;
  /** Openings that won something (not 'Nothing'). */
  wins: number;
  /** Sum of the USD values of every prize won. */
  totalWinnings: string;
  /** Coins spent on openings. */
  coinsSpent: number;
  /** Wins still waiting for Ship or Resell. */
  pendingActions: number;
  /** Legendary eligibility in the category of the player's last opening (null before any opening). */
  legendary: LegendaryStatusDto & { category: BoxCategory | null };
}
