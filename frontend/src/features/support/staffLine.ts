import { Ticket } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A new support ticket in the operations feed. */
export const ticketLine: StaffLineView<'ticket'> = {
  icon: Ticket,
  tone: 'text-sky-300 bg-sky-500/15',
  describe: (e, { t }) => ({ text: t('events.ticket', { name: e.name, subject: e.subject }), detail: e.email }),
};
