import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Shield } from 'lucide-react';
import { cn } from '../../lib/cn';
import { preloadRoute } from '../../router/preload';
import { useSessionStore } from '../../stores/useSessionStore';
import { ADMIN_NAV, MAIN_NAV, type NavItem } from './navItems';

export interface NavLinksProps {
  /** 'bar': a horizontal row; 'menu': a vertical list for the mobile menu. */
  layout: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** The main navigation links, plus Admin (the console) for staff. Warms a page's code on hover or focus. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const isStaff = useSessionStore((s) => s.user?.role === 'admin' || s.user?.role === 'support');
  const items: NavItem[] = [...MAIN_NAV, ...(isStaff ? [ADMIN_NAV] : [])];
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1')}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            onMouseEnter={() => preloadRoute(item.to)}
            onFocus={() => preloadRoute(item.to)}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-1.5 rounded-lg font-medium whitespace-nowrap transition-colors motion-reduce:transition-none',
                layout === 'bar' ? 'px-2.5 py-2 text-sm 2xl:px-3' : 'px-3 py-3 text-base',
                isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2/60 hover:text-fg',
              )
            }
          >
            {item === ADMIN_NAV ? <Shield className="h-4 w-4 text-accent-soft" aria-hidden /> : null}
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
