import { ShieldCheck } from 'lucide-react';
import type { StaffLineView } from '../../staff/lines';

/** An audited staff write in the operations feed, named in the `admin` namespace. */
export const adminLine: StaffLineView<'admin'> = {
  icon: ShieldCheck,
  tone: 'text-violet-300 bg-violet-500/15',
  describe: (e, { t, ta }) => ({
    text: t('events.admin', {
      actor: e.actor.username,
      action: ta(`audit.actions.${e.action}`),
      target: `${ta(`audit.targets.${e.target.type}`)} ${e.target.label}`,
    }),
    detail: e.reason ? t('events.reason', { reason: e.reason }) : null,
  }),
};
