import { UserPlus } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A sign-up in the operations feed. */
export const signupLine: StaffLineView<'signup'> = {
  icon: UserPlus,
  tone: 'text-sky-300 bg-sky-500/15',
  describe: (e, { t }) => ({
    text: t(e.method === 'google' ? 'events.signupGoogle' : 'events.signup', { username: e.username }),
    detail: e.referred ? t('events.referred') : null,
  }),
};
