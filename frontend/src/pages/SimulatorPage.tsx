import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FlaskConical } from 'lucide-react';
import type { SimulationSettings } from '@nova/protocol';
import { RequireRole } from '../auth/guards';
import { PageHeader } from '../components/layout/PageHeader';
import { PageLoader } from '../components/layout/PageLoader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useBoxes } from '../features/boxes/queries';
import { CalculatorPanel } from '../features/simulator/CalculatorPanel';
import { readSimulatorDraft } from '../features/simulator/draft';
import type { SimulationFailure } from '../features/simulator/messages';
import { RunProgress } from '../features/simulator/RunProgress';
import { SettingsForm } from '../features/simulator/SettingsForm';
import { SimulationResults } from '../features/simulator/SimulationResults';
import { boxSource, draftSource, drawTable, type SimulatorBox } from '../features/simulator/source';
import { SourcePicker } from '../features/simulator/SourcePicker';
import { useSimulation } from '../features/simulator/useSimulation';
import { formatNumber } from '../i18n/format';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { toast } from '../stores/useToastStore';

const FAILURE_KEYS = {
  webcrypto: 'failed.webcrypto',
  'invalid-table': 'failed.invalidTable',
  worker: 'failed.worker',
  unknown: 'failed.default',
} as const;

function Simulator() {
  const { t } = useTranslation('simulator');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.simulator'));
  const boxes = useBoxes();
  const [params] = useSearchParams();
  const wantsDraft = params.get('draft') === '1';
  const draft = useMemo(() => (wantsDraft ? readSimulatorDraft() : ({ status: 'none' } as const)), [wantsDraft]);
  const sources = useMemo<SimulatorBox[]>(
    () => [...(draft.status === 'ok' ? [draftSource(draft.draft)] : []), ...(boxes.data ?? []).map(boxSource)],
    [draft, boxes.data],
  );
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = sources.find((s) => s.key === selectedKey) ?? sources[0];

  const failed = (failure: SimulationFailure) =>
    toast({ title: t('failed.title'), description: t(FAILURE_KEYS[failure]), variant: 'destructive' });
  const { state, start, cancel } = useSimulation(failed);
  const running = state.status === 'running';
  const run = (box: SimulatorBox, settings: SimulationSettings) =>
    start({ box, settings, table: drawTable(box, settings.eligibleForLegendary) });

  const header = (
    <PageHeader icon={FlaskConical} eyebrow={t('eyebrow')} title={tc('pages.simulator')} subtitle={t('subtitle')}>
      <Link to="/admin" className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-soft hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
        {t('backToAdmin')}
      </Link>
    </PageHeader>
  );

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      {header}
      {draft.status === 'invalid' ? (
        <p role="alert" className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-gold">
          {t('source.draftInvalid')}
        </p>
      ) : null}
      {!selected ? (
        boxes.isPending ? (
          <PageLoader />
        ) : (
          <p role={boxes.isError ? 'alert' : 'status'} className="rounded-xl border border-line bg-surface px-4 py-3 text-sm text-fg-muted">
            {boxes.isError ? t('source.loadFailed') : t('source.empty')}
          </p>
        )
      ) : (
        <>
          <SourcePicker sources={sources} selected={selected} disabled={running} onSelect={setSelectedKey} />
          <Tabs defaultValue="simulate" className="min-w-0">
            <TabsList aria-label={t('tabs.label')}>
              <TabsTrigger value="simulate">{t('tabs.simulate')}</TabsTrigger>
              <TabsTrigger value="calculator">{t('tabs.calculator')}</TabsTrigger>
            </TabsList>
            <TabsContent value="simulate" className="grid min-w-0 gap-6">
              <SettingsForm box={selected} running={running} ran={state.status === 'done'} onRun={(settings) => run(selected, settings)} />
              {state.status === 'running' ? <RunProgress done={state.done} total={state.total} onCancel={cancel} /> : null}
              {state.status === 'cancelled' ? (
                <p role="status" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm text-fg-muted">
                  {t('progress.cancelled', { done: formatNumber(state.done), total: formatNumber(state.total) })}
                </p>
              ) : null}
              {state.status === 'done' ? <SimulationResults result={state.result} run={state.run} /> : null}
            </TabsContent>
            <TabsContent value="calculator" className="min-w-0">
              <CalculatorPanel box={selected} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}

/**
 * The Game Simulator (`/simulator`, admins only): runs a box's real draw many times in a Web Worker and shows
 * how the outcome compares with its odds, plus the prize-probability calculator. Box data comes from the public
 * catalog reads; an unsaved draft comes from the box editor through sessionStorage (docs/simulator.md).
 */
export default function SimulatorPage() {
  return (
    <RequireRole roles={['admin']}>
      <Simulator />
    </RequireRole>
  );
}
