import { useTranslation } from 'react-i18next';
import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import type { StaffEventDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatDate } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { describeStaffEvent, viewOf } from './describe';

/** The operations feed: newest first, one line per fact with its time. */
export function FeedList({ events }: { events: StaffEventDto[] }) {
  const { t } = useTranslation('staff');
  const { t: ta } = useTranslation('admin');
  const { money, coins } = useMoney();
  const reduceMotion = useReducedMotion();
  return (
    <ul aria-label={t('feedTitle')} className="flex flex-col gap-2">
      <AnimatePresence initial={false}>
        {events.map((e) => {
          const { icon: Icon, tone } = viewOf(e);
          const { text, detail } = describeStaffEvent(e, t, ta, money, coins);
          return (
            <motion.li
              key={e.id}
              layout={reduceMotion ? false : 'position'}
              initial={reduceMotion ? false : { opacity: 0, x: -12 }}
              animate={{ opacity: 1, x: 0 }}
              transition={{ duration: 0.25 }}
              data-testid="staff-event"
              data-kind={e.kind}
              className="flex items-start gap-3 rounded-xl border border-line bg-surface/70 px-3 py-2.5"
            >
              <span className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg', tone)}>
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug break-words">{text}</p>
                {detail ? <p className="mt-0.5 truncate text-xs text-fg-muted">{detail}</p> : null}
              </div>
              <time dateTime={e.at} className="shrink-0 pt-0.5 text-xs text-fg-muted tabular-nums">
                {formatDate(e.at, { timeStyle: 'medium' })}
              </time>
            </motion.li>
          );
        })}
      </AnimatePresence>
    </ul>
  );
}
