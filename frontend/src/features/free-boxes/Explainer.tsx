import { useTranslation } from 'react-i18next';
import { COINS_PER_USD, type FreeBoxLevelDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { useLevelText } from './levelText';

const SECTIONS = ['unlock', 'xp', 'cooldown', 'prizes'] as const;

const percent = (ppm: number) => formatNumber(ppm / 1_000_000, { style: 'percent', maximumFractionDigits: 1 });

/** How free boxes work (the spec's rule in words) and the table of every level. */
export function FreeBoxExplainer({ levels }: { levels: FreeBoxLevelDto[] }) {
  const { t } = useTranslation('freeBoxes');
  const { money } = useMoney();
  const levelText = useLevelText();
  const odds = (l: FreeBoxLevelDto, rarity: 'legendary' | 'common') => percent(l.prizes.find((p) => p.rarity === rarity)?.oddsPpm ?? 0);
  return (
    <>
      <section aria-labelledby="free-box-how" className="grid gap-4">
        <h2 id="free-box-how" className="text-2xl font-extrabold">
          {t('explainer.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map((key) => (
            <article key={key} className="rounded-2xl border border-line bg-surface/80 p-4">
              <h3 className="font-bold">{t(`explainer.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-fg-muted">{t(`explainer.${key}.body`)}</p>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="free-box-table" className="grid gap-4">
        <h2 id="free-box-table" className="text-2xl font-extrabold">
          {t('table.title')}
        </h2>
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full min-w-[34rem] text-sm">
            <thead className="bg-surface-2 text-start text-xs text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('table.level')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('table.name')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('table.spend')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('table.xp')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('table.legendary')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('table.common')}
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((l) => (
                <tr key={l.id} className="border-t border-line">
                  <td className="px-3 py-2 tabular-nums">{formatNumber(l.level)}</td>
                  <td className="px-3 py-2 font-semibold">
                    <bdi>{levelText(l).name}</bdi>
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">{money(l.requiredSpent / COINS_PER_USD)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatNumber(l.requiredXP)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{odds(l, 'legendary')}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{odds(l, 'common')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
