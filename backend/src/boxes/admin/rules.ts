import { ErrorCode, ODDS_TOTAL_PPM, ppmToPercent, type RtpStanding } from '@nova/protocol';
import { AppError } from '../../core/errors';

/** 409: the editor's copy is older than the stored one. `details.version` is the current version. */
export function versionConflict(what: 'box' | 'prize', current: number): AppError {
  return new AppError(
    ErrorCode.VERSION_CONFLICT,
    `This ${what} was changed by someone else since you opened it. Reload it and make your change again.`,
    { version: String(current) },
  );
}

/** 409: archived boxes (and their prizes) are kept for history only. */
export function boxArchived(): AppError {
  return new AppError(ErrorCode.BOX_ARCHIVED, 'This box is archived: it is kept for the history of its openings and cannot be edited.');
}

/**
 * The publish rule: a published box's prizes total exactly 100% (1,000,000 ppm, integer arithmetic). Throws 409
 * ODDS_TOTAL_INVALID with the total found (`details.totalPpm`, `details.total` in percent) otherwise.
 */
export function assertOddsTotal(totalPpm: number, prizeCount: number): void {
  if (totalPpm === ODDS_TOTAL_PPM && prizeCount > 0) return;
  throw new AppError(
    ErrorCode.ODDS_TOTAL_INVALID,
    `A published box's prize probabilities must total exactly 100%; they total ${ppmToPercent(totalPpm)}%.`,
    { totalPpm: String(totalPpm), total: ppmToPercent(totalPpm) },
  );
}

/**
 * 409: the box's expected return to player is above 100% or under the floor; the admin must confirm publishing it
 * (`confirmRtp: true`). `details`: the figure and the bounds, in percent, and which side it is on.
 */
export function rtpConfirmationRequired(side: Exclude<RtpStanding, 'inside'>, rtpPercent: string, minPercent: number): AppError {
  const why =
    side === 'above' ? 'more than 100%: the shop loses money on every opening on average' : `less than the shop's floor of ${minPercent}%`;
  return new AppError(
    ErrorCode.RTP_CONFIRMATION_REQUIRED,
    `This box returns ${rtpPercent}% of its price to players on average, ${why}. Confirm to publish it anyway.`,
    { rtpPercent, minPercent: String(minPercent), maxPercent: '100', side },
  );
}
