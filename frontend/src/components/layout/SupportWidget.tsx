import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, MessagesSquare } from 'lucide-react';
import { messagingLink, usePublicConfig } from '../../lib/publicConfig';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../ui/popover';
import { supportButtonClass } from '../ui/trigger-styles';
import { useScrollingDown } from './useScrollingDown';

const TOPICS = ['general', 'prize', 'payment', 'account'] as const;

/**
 * The floating help button on every page. With a configured phone it offers preset chats that open the
 * configured messaging link; without one (or without the API) it still offers the contact page. On phones it is
 * smaller and moves out of the way while the page scrolls down.
 */
export function SupportWidget({ defaultOpen }: { defaultOpen?: boolean }) {
  const away = useScrollingDown();
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const support = config?.support;
  const links = TOPICS.map((topic) => ({
    topic,
    href: support ? messagingLink(support.messagingUrl, support.phone, t(`support.presets.${topic}`)) : null,
  })).filter((l): l is { topic: (typeof TOPICS)[number]; href: string } => l.href !== null);

  return (
    <Popover {...(defaultOpen ? { defaultOpen } : {})}>
      <PopoverTrigger aria-label={t('support.open')} data-away={away || undefined} className={supportButtonClass}>
        <MessageCircle className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden />
      </PopoverTrigger>
      <PopoverContent side="top" align="end" className="w-[min(20rem,calc(100vw-2rem))]">
        <h2 className="text-base font-bold">{t('support.title')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{links.length ? t('support.subtitle') : t('support.unavailable')}</p>
        {links.length ? (
          <>
            <p className="mt-4 mb-2 text-xs font-medium text-fg-muted">{t('support.chooseTopic')}</p>
            <ul className="grid gap-1.5">
              {links.map(({ topic, href }) => (
                <li key={topic}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2.5 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm hover:border-accent/60"
                  >
                    <MessagesSquare className="h-4 w-4 text-accent-soft" aria-hidden />
                    {t(`support.topics.${topic}`)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-4 grid gap-2 border-t border-line pt-3 text-sm">
          <PopoverClose asChild>
            <Link to="/support" className="font-semibold text-accent-soft hover:underline">
              {t('support.contactPage')}
            </Link>
          </PopoverClose>
          {support?.email ? (
            <a href={`mailto:${support.email}`} className="inline-flex items-center gap-1.5 text-fg-muted hover:text-fg">
              <Mail className="h-4 w-4" aria-hidden />
              {t('support.email', { email: support.email })}
            </a>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
