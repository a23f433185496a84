import { Schema, model, type Types } from 'mongoose';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@nova/protocol';

/** A message from the contact form, open until a staff member closes it. */
export interface SupportTicket {
  _id: Types.ObjectId;
  name: string;
  /** Lower-cased. */
  email: string;
  subject: string;
  message: string;
  /** The signed-in account that sent it; null for visitors. */
  userId: Types.ObjectId | null;
  status: SupportTicketStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Who closed it and when; null while open (a reopen clears both). */
  closedBy: Types.ObjectId | null;
  closedAt: Date | null;
}

const supportTicketSchema = new Schema<SupportTicket>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    status: { type: String, enum: SUPPORT_TICKET_STATUSES, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    closedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    closedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// The staff list: newest first, all or one status.
supportTicketSchema.index({ status: 1, _id: -1 });
// One player's tickets on their user page: sent signed in, or from their address.
supportTicketSchema.index({ userId: 1, _id: -1 });
supportTicketSchema.index({ email: 1, _id: -1 });

export const SupportTicketModel = model<SupportTicket>('SupportTicket', supportTicketSchema);
