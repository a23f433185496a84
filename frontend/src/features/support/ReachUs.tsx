import { useTranslation } from 'react-i18next';
import { ExternalLink, Mail } from 'lucide-react';
import { socialName } from '../../components/layout/social';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/publicConfig';

/** The Support Center's side panel: the support email and the social links, both from the public config. */
export function ReachUs({ className }: { className?: string }) {
  const { t } = useTranslation('support');
  const { data: config } = usePublicConfig();
  const email = config?.support.email;
  const social = config?.social ?? [];
  return (
    <aside
      aria-labelledby="reach-us"
      className={cn('grid content-start gap-5 rounded-2xl border border-line bg-surface/60 p-5', className)}
    >
      <h2 id="reach-us" className="text-lg font-bold">
        {t('aside.title')}
      </h2>
      {email ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-fg-muted">{t('aside.email')}</h3>
          <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold break-all text-accent-soft hover:underline">
            <Mail className="h-4 w-4 shrink-0" aria-hidden />
            <bdi>{email}</bdi>
          </a>
          <p className="text-sm text-fg-muted">{t('aside.emailHint')}</p>
        </div>
      ) : null}
      {social.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-fg-muted">{t('aside.social')}</h3>
          <ul aria-label={t('aside.social')} className="flex flex-wrap gap-2">
            {social.map((link) => (
              <li key={`${link.name}-${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('aside.socialLink', { name: socialName(link.name) })}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm font-medium text-fg-muted hover:text-fg"
                >
                  {socialName(link.name)}
                  <ExternalLink className="h-3.5 w-3.5 rtl:-scale-x-100" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}
