import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The payment forms' submit button: 'Purchase {coins} Coins - ${price}', 'Processing...' while confirming; wraps on narrow screens. */
export function PayButton({ label, processing, disabled }: { label: string; processing: boolean; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <Button type="submit" size="lg" className="h-auto! min-h-12 w-full py-2" disabled={disabled || processing}>
      <span className="text-center whitespace-normal">{processing ? t('pay.processing') : label}</span>
    </Button>
  );
}
