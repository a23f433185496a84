import { centsToUsd } from '@nova/protocol';
import type { StaffWinnerDto, WinnerDto } from '@nova/protocol';
import type { Types } from 'mongoose';
import type { WinnerAnnouncedEvent } from '../openings/events';
import type { Opening } from '../openings/model';
import { winnerAnnounced } from '../openings/presenter';
import type { AdminWinner } from './model';

/**
 * A real win (an opening of a prize worth something), from the `winner.announced` record: the live feed presents the
 * event, the stored list first turns the opening into the same record (`winnerAnnounced`), so one function builds it.
 */
export function presentOpeningWinner(e: WinnerAnnouncedEvent): WinnerDto {
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

/** A winner with whether (and by whom) an admin hid it from the public list. */
export interface WinnerRow {
  winner: WinnerDto;
  hiddenAt: Date | null;
  hiddenBy: Types.ObjectId | null;
}

/** A real win as a row. */
export function openingRow(o: Opening, username: string): WinnerRow {
  return { winner: presentOpeningWinner(winnerAnnounced(o, username)), hiddenAt: o.winnerHiddenAt ?? null, hiddenBy: o.winnerHiddenBy ?? null };
}

/** An admin-added winner as a row. */
export function addedRow(w: AdminWinner): WinnerRow {
  return { winner: presentAdminWinner(w), hiddenAt: w.hiddenAt ?? null, hiddenBy: w.hiddenBy ?? null };
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
