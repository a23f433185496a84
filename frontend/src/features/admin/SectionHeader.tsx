import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ADMIN_SECTIONS, type AdminSectionKey } from './sections';

/** A console section's heading (its one h1, with the registry's icon), subtitle, and controls at the end. */
export function SectionHeader({ section, children }: { section: AdminSectionKey; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const Icon = ADMIN_SECTIONS.find((s) => s.key === section)?.icon;
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
          {Icon ? <Icon className="h-6 w-6 shrink-0 text-accent-soft" aria-hidden /> : null}
          {title}
        </h1>
        <p className="mt-1.5 text-fg-muted">{t(`sections.${section}.subtitle`)}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </header>
  );
}
