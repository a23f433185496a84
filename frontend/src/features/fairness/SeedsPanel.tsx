import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, LogIn, RefreshCw } from 'lucide-react';
import { clientSeedBodySchema, type RevealedSeedDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { useFairnessState, useRotateSeed, useSetClientSeed } from './api';
import { CodeValue } from './CopyButton';

/** Why a client seed is refused, as a translation key (the rules are the server's `clientSeedBodySchema`). */
function clientSeedProblem(value: string): 'empty' | 'tooLong' | 'ascii' | null {
  const result = clientSeedBodySchema.safeParse({ clientSeed: value });
  if (result.success) return null;
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > 64) return 'tooLong';
  return 'ascii';
}

function ClientSeedForm({ current }: { current: string }) {
  const { t } = useTranslation('fairness');
  const save = useSetClientSeed();
  const [value, setValue] = useState(current);
  const [problem, setProblem] = useState<ReturnType<typeof clientSeedProblem>>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = clientSeedProblem(value);
    setProblem(found);
    if (found) return;
    save.mutate(value.trim(), {
      onSuccess: (state) => {
        setValue(state.clientSeed);
        toast({ title: t('seeds.clientSeedSaved'), variant: 'success' });
      },
      onError: (err) => toast({ title: t('seeds.clientSeedFailed'), description: errorMessage(err), variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('fields.clientSeed')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={80}
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
            className="font-mono"
            error={problem ? t(`seeds.clientSeedErrors.${problem}`) : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]" disabled={save.isPending || value.trim() === current}>
          {save.isPending ? t('seeds.saving') : t('seeds.saveClientSeed')}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">{t('seeds.clientSeedHint')}</p>
    </form>
  );
}

function RevealedSeed({ seed, fresh }: { seed: RevealedSeedDto; fresh: boolean }) {
  const { t } = useTranslation('fairness');
  return (
    <div className="grid gap-3 rounded-xl border border-success/40 bg-success/5 p-4" data-testid="revealed-seed">
      <h3 className="text-sm font-bold text-success">{fresh ? t('seeds.justRevealed') : t('seeds.previous')}</h3>
      <div className="grid gap-1">
        <p className="text-xs text-fg-muted">{t('fields.serverSeed')}</p>
        <CodeValue value={seed.serverSeed} label={t('fields.serverSeed')} testId="revealed-server-seed" />
      </div>
      <div className="grid gap-1">
        <p className="text-xs text-fg-muted">{t('fields.serverSeedHash')}</p>
        <CodeValue value={seed.serverSeedHash} label={t('fields.serverSeedHash')} />
      </div>
      <p className="text-xs text-fg-muted">
        {t('seeds.revealedDetails', {
          count: seed.nonce,
          openings: formatNumber(seed.nonce),
          clientSeed: seed.clientSeed,
          date: formatDate(seed.revealedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
    </div>
  );
}

/** The signed-in player's seeds: the committed hash, the client seed (editable), the nonce, and rotation. */
export function SeedsPanel() {
  const { t } = useTranslation('fairness');
  const signedIn = useSessionStore((s) => s.token !== null);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const state = useFairnessState();
  const rotate = useRotateSeed();
  const [rotatedAt, setRotatedAt] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <Card title={t('seeds.title')} icon={<KeyRound className="h-5 w-5 text-accent-soft" aria-hidden />}>
        <p className="mb-4 text-sm text-fg-muted">{t('seeds.signedOut')}</p>
        <Button onClick={() => openAuthDialog('login')}>
          <LogIn className="h-4 w-4" aria-hidden />
          {t('seeds.logIn')}
        </Button>
      </Card>
    );
  }

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: (rotation) => {
        setRotatedAt(rotation.revealed.revealedAt);
        toast({ title: t('seeds.rotatedTitle'), description: t('seeds.rotated'), variant: 'success' });
      },
      onError: (err) => toast({ title: t('seeds.rotateFailed'), description: errorMessage(err), variant: 'destructive' }),
    });

  return (
    <Card title={t('seeds.title')} icon={<KeyRound className="h-5 w-5 text-accent-soft" aria-hidden />}>
      {state.isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" aria-hidden />
      ) : state.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(state.error)}
        </p>
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('fields.serverSeedHash')}</p>
            <CodeValue value={state.data.serverSeedHash} label={t('fields.serverSeedHash')} testId="current-server-seed-hash" />
            <p className="text-xs text-fg-muted">{t('seeds.hashHint')}</p>
          </div>
          <ClientSeedForm key={state.data.clientSeed} current={state.data.clientSeed} />
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('fields.nonce')}</p>
            <p dir="ltr" className="font-mono text-lg tabular-nums" data-testid="current-nonce">
              {state.data.nonce}
            </p>
            <p className="text-xs text-fg-muted">{t('seeds.nonceHint')}</p>
          </div>
          <div className="grid gap-2 border-t border-line pt-4">
            <Button variant="outline" className="justify-self-start" onClick={onRotate} disabled={rotate.isPending}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              {rotate.isPending ? t('seeds.rotating') : t('seeds.rotate')}
            </Button>
            <p className="text-xs text-fg-muted">{t('seeds.rotateHint')}</p>
          </div>
          {state.data.previous ? <RevealedSeed seed={state.data.previous} fresh={rotatedAt === state.data.previous.revealedAt} /> : null}
        </div>
      )}
    </Card>
  );
}
