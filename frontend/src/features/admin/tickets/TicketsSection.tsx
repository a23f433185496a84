import { TicketsDesk } from '../../support/desk/TicketsDesk';
import { SectionHeader } from '../SectionHeader';

/** Support tickets (`/admin/tickets`): the contact-form desk, live through the operations feed. */
export default function TicketsSection() {
  return (
    <section>
      <SectionHeader section="tickets" />
      <TicketsDesk />
    </section>
  );
}
