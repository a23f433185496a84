import { centsToUsd } from '@nova/protocol';
import type { StaffWinnerDto, WinnerDto } from '@nova/protocol';
import type { WinnerAnnouncedEvent } from '../openings/events';
import type { Opening } from '../openings/model';
import type { AdminWinner } from './model';
import type { WinnerRow } from './service';

/** A real win (an opening of a prize worth something). */
export function presentOpeningWinner(o: Opening, username: string): WinnerDto {
  return {
    id: o._id.toHexString(),
    source: 'opening',
    username,
    prizeName: o.prize.name,
    prizeValue: centsToUsd(o.prize.valueInUSDCents),
    boxId: o.boxId.toHexString(),
    boxName: o.box.name,
    iconClass: o.prize.iconClass,
    imageUrl: o.prize.imageUrl,
    winnerImageUrl: null,
    rarity: o.prize.rarity,
    createdAt: o.createdAt.toISOString(),
  };
}

/** The same win from the `winner.announced` domain event (no second read). */
export function presentAnnouncedWinner(e: WinnerAnnouncedEvent): WinnerDto {
  return {
    id: e.openingId,
    source: 'opening',
    username: e.username,
    prizeName: e.prizeName,
    prizeValue: e.prizeValue,
    boxId: e.boxId,
    boxName: e.boxName,
    iconClass: e.iconClass,
    imageUrl: e.imageUrl,
    winnerImageUrl: null,
    rarity: e.rarity,
    createdAt: e.createdAt.toISOString(),
  };
}

/** A winner an admin added. */
export function presentAdminWinner(w: AdminWinner): WinnerDto {
  return {
    id: w._id.toHexString(),
    source: 'admin',
    username: w.username,
    prizeName: w.prizeName,
    prizeValue: centsToUsd(w.prizeValueCents),
    boxId: w.boxId.toHexString(),
    boxName: w.boxName,
    iconClass: w.iconClass,
    imageUrl: w.imageUrl,
    winnerImageUrl: w.winnerImageUrl,
    rarity: w.rarity,
    createdAt: w.createdAt.toISOString(),
  };
}

/** A winner as admins see it; `names` maps the hiding admin's id to their username. */
export function presentStaffWinner(row: WinnerRow, names: Map<string, string>): StaffWinnerDto {
  return {
    ...row.winner,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenBy: row.hiddenBy ? (names.get(row.hiddenBy.toHexString()) ?? '') : null,
  };
}
