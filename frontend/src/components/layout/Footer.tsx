import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { PRODUCT_NAME } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/publicConfig';
import { fabGutterClass } from '../ui/trigger-styles';
import { Logo } from './Logo';
import { FOOTER_HELP, MAIN_NAV } from './navItems';
import { socialName } from './social';

const linkClass = 'rounded text-sm text-fg-muted hover:text-fg';

/** Site footer: navigation, help links, social links from the public config, the 18+ notice. */
export function Footer() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const social = config?.social ?? [];
  return (
    <footer className={cn('mt-16 border-t border-line/70 bg-surface/40 pb-16 lg:pb-0', fabGutterClass)}>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 grid content-start gap-3 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-fg-muted">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-explore" className="grid content-start gap-3">
          <h2 id="footer-explore" className="text-sm font-semibold text-fg">{t('footer.explore')}</h2>
          <ul className="grid gap-2">
            {MAIN_NAV.filter((item) => item.to !== '/').map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className="grid content-start gap-3">
          <h2 id="footer-help" className="text-sm font-semibold text-fg">{t('footer.help')}</h2>
          <ul className="grid gap-2">
            {FOOTER_HELP.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 ? (
          <div className="col-span-2 grid content-start gap-3 lg:col-span-1">
            <h2 className="text-sm font-semibold text-fg">{t('footer.follow')}</h2>
            <ul className="grid gap-2">
              {social.map((link) => (
                <li key={`${link.name}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { name: socialName(link.name) })}
                    className={`${linkClass} inline-flex items-center gap-1.5`}
                  >
                    {socialName(link.name)}
                    <ExternalLink className="h-3.5 w-3.5 rtl:-scale-x-100" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-line/70">
        {/* Room at the inline end for the floating support button. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 pe-20 text-xs text-fg-muted sm:px-6 sm:pe-24 md:flex-row md:items-center md:justify-between">
          <p className="flex items-start gap-3">
            <span className="shrink-0 rounded-md border border-danger/50 px-1.5 py-0.5 font-bold text-danger">18+</span>
            <span>
              <strong className="me-1 text-fg">{t('footer.responsible')}</strong> {t('footer.ageNotice')}
            </span>
          </p>
          <p className="shrink-0">{t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}
