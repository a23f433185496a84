import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { COINS_PER_USD, highestUnlockedLevel, freeBoxNextClaimAt, type FreeBoxClaimResultDto, type FreeBoxProgress } from '@nova/protocol';
import { Button } from '../components/ui/button';
import { useMoney } from '../currency';
import { ClaimResultDialog } from '../features/free-boxes/ClaimResultDialog';
import { FreeBoxExplainer } from '../features/free-boxes/Explainer';
import { LevelCard, LevelCardSkeleton } from '../features/free-boxes/LevelCard';
import { CountdownBanner, FreeBoxStats, type BannerState } from '../features/free-boxes/StatsAndBanner';
import { useClaimFreeBox, useFreeBoxLevels, useFreeBoxProfile } from '../features/free-boxes/api';
import { cooldownLeft, levelCardState } from '../features/free-boxes/cardState';
import { useLevelText } from '../features/free-boxes/levelText';
import { formatNumber } from '../i18n/format';
import { errorMessage } from '../lib/errorMessage';
import { ApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useNow } from '../lib/useNow';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { toast } from '../stores/useToastStore';

/** The free-boxes page: stats, countdown, level cards, explainer and level table. Public; claims need a session. */
export default function FreeBoxesPage() {
  const { t } = useTranslation('freeBoxes');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.freeBoxes'));
  const { money } = useMoney();
  const levelText = useLevelText();
  const user = useSessionStore((s) => s.user);
  const levels = useFreeBoxLevels();
  const profile = useFreeBoxProfile();
  const claim = useClaimFreeBox();
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const [result, setResult] = useState<FreeBoxClaimResultDto | null>(null);
  const now = useNow(15_000);

  const progress: FreeBoxProgress | null = user ? (profile.data ?? user) : null;
  const list = levels.data ?? [];
  const highest = progress ? highestUnlockedLevel(progress, list) : 0;
  const claimingLevel = claim.isPending ? (claim.variables ?? null) : null;

  const onClaim = (level: number) => {
    if (claim.isPending) return;
    claim.mutate(level, {
      onSuccess: (res) => {
        setResult(res);
        toast({
          title: t('toast.claimedTitle'),
          description: t('toast.claimed', { prize: res.prizeName, value: money(res.prizeValue) }),
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: t('toast.failedTitle'),
          description: err instanceof ApiError && err.code ? errorMessage(err) : t('toast.failed'),
          variant: 'destructive',
        }),
    });
  };

  const banner = bannerState(
    progress,
    highest,
    now,
    list,
    (n) => money(n / COINS_PER_USD),
    (level) => levelText(level).name,
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('pages.freeBoxes')}</h1>
        <p className="mt-1 text-fg-muted">{t('subtitle')}</p>
      </header>
      {progress ? (
        <FreeBoxStats progress={progress} />
      ) : (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-4"
          data-testid="free-box-sign-in"
        >
          <p className="text-sm font-semibold">{t('signIn.body')}</p>
          <Button onClick={() => openAuthDialog('login')}>
            <LogIn className="h-4 w-4" aria-hidden />
            {t('signIn.action')}
          </Button>
        </div>
      )}
      {progress && banner ? <CountdownBanner state={banner} /> : null}
      <section aria-labelledby="free-box-levels" className="grid gap-4">
        <h2 id="free-box-levels" className="text-2xl font-extrabold">
          {t('levelsTitle')}
        </h2>
        {levels.isPending ? (
          <>
            <p role="status" className="text-sm text-fg-muted">
              {t('loading')}
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <LevelCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : levels.isError ? (
          <div className="grid justify-items-start gap-2 text-sm text-fg-muted">
            <p>{t('loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void levels.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((level) => (
              <LevelCard
                key={level.id}
                level={level}
                progress={progress}
                state={levelCardState({ level, progress, highest, now, claimingLevel })}
                onClaim={onClaim}
                onSignIn={() => openAuthDialog('login')}
              />
            ))}
          </div>
        )}
      </section>
      {list.length > 0 ? <FreeBoxExplainer levels={list} /> : null}
      <ClaimResultDialog result={result} onClose={() => setResult(null)} />
    </div>
  );
}

function bannerState(
  progress: FreeBoxProgress | null,
  highest: number,
  now: number,
  levels: { level: number; name: string; description: string; requiredSpent: number; requiredXP: number }[],
  spend: (coins: number) => string,
  name: (level: { level: number; name: string; description: string }) => string,
): BannerState | null {
  if (!progress || levels.length === 0) return null;
  if (highest === 0) return { kind: 'locked', amount: spend(levels[0]!.requiredSpent), xp: formatNumber(levels[0]!.requiredXP) };
  const next = freeBoxNextClaimAt(progress.lastFreeBoxClaim, new Date(now));
  if (next) return { kind: 'cooldown', remainingMs: cooldownLeft(next.getTime(), now) };
  const level = levels.find((l) => l.level === highest)!;
  return { kind: 'ready', levelName: name(level) };
}
