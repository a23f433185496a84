import { centsToUsd } from '@nova/protocol';
import type { Rarity, ShipmentDto, StaffShipmentDto } from '@nova/protocol';
import type { Shipment } from './model';

export function presentShipment(s: Shipment): ShipmentDto {
  const address = Object.fromEntries(Object.entries(s.address).filter(([, v]) => v !== undefined && v !== null)) as ShipmentDto['address'];
  return {
    id: s._id.toHexString(),
    openingId: s.openingId.toHexString(),
    userId: s.userId.toHexString(),
    prize: {
      name: s.prize.name,
      imageUrl: s.prize.imageUrl,
      valueInUSD: centsToUsd(s.prize.valueInUSDCents),
      rarity: s.prize.rarity as Rarity,
    },
    address,
    status: s.status,
    trackingNumber: s.trackingNumber,
    history: s.history.map((h) => ({
      status: h.status,
      at: h.at.toISOString(),
      actorId: h.actorId ? h.actorId.toHexString() : null,
      trackingNumber: h.trackingNumber ?? null,
    })),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A shipment as its own player sees it: staff members who advanced it are not named. */
export function presentOwnShipment(s: Shipment): ShipmentDto {
  const dto = presentShipment(s);
  return { ...dto, history: dto.history.map((step) => (step.actorId === dto.userId ? step : { ...step, actorId: null })) };
}

/** A shipment as staff see it: with the player's username (`names`: user id -> username, see `usernames`). */
export function presentStaffShipment(s: Shipment, names: Map<string, string>): StaffShipmentDto {
  return { ...presentShipment(s), username: names.get(s.userId.toHexString()) ?? '' };
}
