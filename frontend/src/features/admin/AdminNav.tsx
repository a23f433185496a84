import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Shield } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { AdminLink, AdminSection } from './sections';

const item =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none';

/**
 * The console's section links. Wide screens: a sticky column. Narrow screens: one row under the top bar that
 * scrolls sideways, keeping the open section in view.
 */
export function AdminNav({ sections, links }: { sections: AdminSection[]; links: AdminLink[] }) {
  const { t } = useTranslation('admin');
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav
      aria-label={t('console.navLabel')}
      className={cn(
        'sticky top-16 z-20 -mx-4 border-b border-line/70 bg-bg/90 px-4 backdrop-blur-xl',
        'lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none',
      )}
    >
      <p className="hidden items-center gap-2 px-3 pb-3 text-xs font-semibold tracking-wide text-accent-soft uppercase lg:flex">
        <Shield className="h-4 w-4" aria-hidden />
        {t('console.title')}
      </p>
      <ul ref={list} className="flex gap-1 overflow-x-auto py-2 [scrollbar-width:thin] lg:flex-col lg:overflow-visible lg:py-0">
        {sections.map(({ key, path, icon: Icon }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={`/admin/${path}`}
              className={({ isActive }) =>
                cn(item, isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2/60 hover:text-fg')
              }
            >
              <Icon className="h-4 w-4 shrink-0 text-accent-soft" aria-hidden />
              {t(`sections.${key}.title`)}
            </NavLink>
          </li>
        ))}
        {links.map(({ key, to, icon: Icon }) => (
          <li key={key} className="shrink-0 lg:mt-3 lg:border-t lg:border-line/70 lg:pt-3">
            <Link to={to} className={cn(item, 'text-fg-muted hover:bg-surface-2/60 hover:text-fg')}>
              <Icon className="h-4 w-4 shrink-0 text-accent-soft" aria-hidden />
              {t(`links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
