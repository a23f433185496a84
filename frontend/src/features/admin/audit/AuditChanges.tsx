import { useTranslation } from 'react-i18next';
import type { AuditSnapshot } from '@nova/protocol';
import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n';
import type admin from '../../../i18n/locales/en/admin.json';

type FieldKey = keyof (typeof admin)['audit']['fields'];
type Value = AuditSnapshot[string];

const isKnownField = (key: string): key is FieldKey => i18n.exists(`admin:audit.fields.${key}`);

/** The changed fields of an audit entry, before and after, side by side. */
export function AuditChanges({ before, after }: { before: AuditSnapshot | null; after: AuditSnapshot | null }) {
  const { t } = useTranslation('admin');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: Value | undefined, side: AuditSnapshot | null) => {
    if (side === null) return <span className="text-fg-muted">{t('audit.created')}</span>;
    if (value === undefined || value === null) return <span className="text-fg-muted">{t('audit.none')}</span>;
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'number') return <span className="tabular-nums">{formatNumber(value)}</span>;
    if (typeof value === 'string') return <bdi className="break-words">{value}</bdi>;
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      return (
        <ul className="grid gap-0.5">
          {value.map((line, i) => (
            <li key={i}>
              <bdi className="break-words">{line}</bdi>
            </li>
          ))}
        </ul>
      );
    }
    return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
  };
  return (
    <div className="overflow-x-auto rounded-xl border border-line/70">
      <table className="w-full text-sm">
        <thead className="bg-surface-2/70 text-xs text-fg-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('audit.field')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('audit.before')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-line/70">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {isKnownField(field) ? t(`audit.fields.${field}`) : field}
              </th>
              <td className="px-3 py-2">{show(before?.[field], before)}</td>
              <td className="px-3 py-2">{show(after?.[field], after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
