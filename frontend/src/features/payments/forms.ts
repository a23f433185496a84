import type { PaymentIntentDto } from '@nova/protocol';

/** What both payment forms (Stripe's Payment Element and the simulated test card form) are given. */
export interface PaymentFormProps {
  intent: PaymentIntentDto;
  /** 'Purchase {coins} Coins - ${price}'. */
  submitLabel: string;
  /** The provider accepted the payment; the credit arrives as an event. */
  onSubmitted(): void;
  /** The provider refused it, with its message. */
  onFailed(message: string | null): void;
  /** Shown while the payment is confirmed: 'Processing...'. */
  processing: boolean;
  onProcessing(): void;
}

/** Where Stripe sends the player back after a redirect-based payment: the dashboard reads the status. */
export const returnUrl = (): string => `${window.location.origin}/dashboard`;
