import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, ShieldCheck } from 'lucide-react';
import { formatDate } from '../../i18n/format';
import { Card } from '../dashboard/Card';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { useResponsiblePlay } from './api';
import { paymentQueries } from './queries';
import { DepositLimitsForm } from './DepositLimitsForm';
import { Loadable } from './Loadable';
import { SelfExclusionForm } from './SelfExclusionForm';

/** The profile's responsible-play part: the 18+ confirmation, deposit limits and self-exclusion. */
export function ResponsiblePlayCard() {
  const { t } = useTranslation('checkout');
  const query = useResponsiblePlay();
  // A purchase changed (paid in another tab, refunded...): what the limits' windows used changed with it.
  const purchases = usePurchaseStore((s) => s.byId);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (Object.keys(purchases).length > 0) void queryClient.invalidateQueries({ queryKey: paymentQueries.limits().queryKey });
  }, [purchases, queryClient]);
  return (
    <Card title={t('responsible.title')} icon={<HeartHandshake className="h-5 w-5 text-pink-300" aria-hidden />} className="scroll-mt-24">
      <Loadable query={query} failed={t('responsible.loadFailed')} retry={t('responsible.retry')} skeleton="h-40">
        {(data) => (
          <div className="grid gap-5">
            <p className="text-sm text-fg-muted">{t('responsible.intro')}</p>
            <div className="flex items-start gap-2 text-sm" data-testid="age-state">
              <ShieldCheck
                className={data.ageConfirmedAt ? 'h-5 w-5 shrink-0 text-success' : 'h-5 w-5 shrink-0 text-fg-muted'}
                aria-hidden
              />
              <div>
                <p className="font-semibold">{t('responsible.age.label')}</p>
                <p className="text-fg-muted">
                  {data.ageConfirmedAt
                    ? t('responsible.age.confirmed', { date: formatDate(data.ageConfirmedAt, { dateStyle: 'medium' }) })
                    : t('responsible.age.missing')}
                </p>
              </div>
            </div>
            <DepositLimitsForm state={data} />
            <SelfExclusionForm state={data} />
          </div>
        )}
      </Loadable>
    </Card>
  );
}
