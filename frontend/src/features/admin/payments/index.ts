import { CreditCard } from 'lucide-react';
import { PaymentsSection } from './PaymentsSection';

/**
 * The Payments section, ready for the admin console's section registry: an id, its title (translation key) and
 * icon, and the component. Register it there once the console lands.
 */
export const paymentsAdminSection = {
  id: 'payments',
  titleKey: 'checkout:admin.title',
  icon: CreditCard,
  Component: PaymentsSection,
} as const;

export { PaymentsSection };
