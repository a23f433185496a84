import { AlertTriangle, ShieldAlert } from 'lucide-react';
import type { StaffLineView } from './lines';

/** Refused requests, one line per subject and minute: the first refusal at once, then the window's total. */
export const rateLimitLine: StaffLineView<'rate-limit'> = {
  icon: ShieldAlert,
  tone: 'text-orange-300 bg-orange-500/15',
  describe: (e, { t }) => {
    const words = { action: t(`actions.${e.action}`, { defaultValue: e.action }), subject: e.subject, scope: t(`scope.${e.scope}`) };
    return {
      text: e.count > 1 ? t('events.rateLimitCount', { ...words, count: e.count }) : t('events.rateLimit', words),
      detail: e.retryAfterSeconds !== null ? t('events.retryAfter', { seconds: e.retryAfterSeconds }) : null,
    };
  },
};

/** An unexpected failure (a 500 on a request, a background job) in the operations feed. */
export const errorLine: StaffLineView<'error'> = {
  icon: AlertTriangle,
  tone: 'text-danger bg-danger/15',
  describe: (e, { t }) => ({ text: t('events.error', { where: t(`where.${e.where}`), code: e.code }), detail: e.detail }),
};
