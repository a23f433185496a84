import { Schema, model, type Types } from 'mongoose';
import { SHIPMENT_STATUSES, type ShipmentStatus, type ShippingAddress } from '@nova/protocol';

export interface ShipmentStep {
  status: ShipmentStatus;
  at: Date;
  /** Who made the change: the player for 'pending', staff afterwards. */
  actorId: Types.ObjectId | null;
  trackingNumber: string | null;
}

/** A prize on its way to a player: pending -> shipped (tracking) -> delivered. */
export interface Shipment {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  openingId: Types.ObjectId;
  prize: { name: string; imageUrl: string; valueInUSDCents: number; rarity: string };
  address: ShippingAddress;
  status: ShipmentStatus;
  trackingNumber: string | null;
  history: ShipmentStep[];
  createdAt: Date;
  updatedAt: Date;
}

const shipmentSchema = new Schema<Shipment>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    openingId: { type: Schema.Types.ObjectId, ref: 'Opening', required: true, unique: true },
    prize: { name: String, imageUrl: String, valueInUSDCents: Number, rarity: String },
    address: {
      name: String,
      line1: String,
      line2: String,
      city: String,
      region: String,
      postalCode: String,
      country: String,
      phone: String,
    },
    status: { type: String, enum: SHIPMENT_STATUSES, required: true },
    trackingNumber: { type: String, default: null },
    history: [{ _id: false, status: String, at: Date, actorId: Schema.Types.ObjectId, trackingNumber: String }],
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
shipmentSchema.index({ status: 1, _id: -1 });
shipmentSchema.index({ userId: 1, _id: -1 });

export const ShipmentModel = model<Shipment>('Shipment', shipmentSchema);
