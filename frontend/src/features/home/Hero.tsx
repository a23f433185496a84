import { useTranslation } from 'react-i18next';
import { PlayCircle, ShieldCheck, Sparkles } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';

export const TRENDING_ID = 'trending';

/**
 * The hero: headline, subcopy, 'Start Unboxing' (signed in: scrolls to the Trending boxes; signed out: the login
 * dialog) and 'Watch Demo', beside a floating fan of featured box art.
 */
export function Hero({ featured, onWatchDemo }: { featured: BoxDto[] | undefined; onWatchDemo: () => void }) {
  const { t } = useTranslation('home');
  const signedIn = useSessionStore((s) => s.user !== null);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const start = () => {
    if (!signedIn) return openAuthDialog('login');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    document.getElementById(TRENDING_ID)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <section className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-20">
      <div className="text-center lg:text-start">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent-soft">
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
          {t('hero.badge')}
        </span>
        <h1 className="mt-5 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
          <span className="bg-gradient-to-r from-fg via-accent-soft to-hot bg-clip-text text-transparent">{t('title')}</span>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-base text-balance text-fg-muted sm:text-lg lg:mx-0">{t('subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
          <Button size="lg" onClick={start} className="px-8">
            <Sparkles className="h-5 w-5" aria-hidden />
            {t('hero.start')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onWatchDemo}>
            <PlayCircle className="h-5 w-5" aria-hidden />
            {t('hero.demo')}
          </Button>
        </div>
        <p className="mt-4 text-sm text-fg-muted">{t('hero.note')}</p>
      </div>
      <HeroArt boxes={featured?.slice(0, 3) ?? []} />
    </section>
  );
}

const FAN = [
  { rotate: -14, x: '-62%', y: 22, scale: 0.82, z: 0, delay: 0.4 },
  { rotate: 12, x: '62%', y: 30, scale: 0.82, z: 0, delay: 0.8 },
  { rotate: 0, x: '0%', y: 0, scale: 1, z: 10, delay: 0 },
] as const;

/** The fanned box art: fades in, then floats gently (CSS animations, still under prefers-reduced-motion). */
function HeroArt({ boxes }: { boxes: BoxDto[] }) {
  const order = [boxes[1], boxes[2], boxes[0]];
  return (
    <div className="relative mx-auto h-64 w-full max-w-md sm:h-80 lg:h-[26rem]" aria-hidden>
      <div className="absolute inset-8 rounded-full bg-gradient-to-tr from-accent/40 via-hot/25 to-gold/20 blur-3xl" />
      {FAN.map((pos, i) => {
        const box = order[i];
        return (
          <div
            key={i}
            className="absolute top-1/2 left-1/2 w-40 animate-hero-in motion-reduce:animate-none sm:w-52 lg:w-60"
            style={{ zIndex: pos.z, transform: 'translate(-50%, -50%)', animationDelay: `${pos.delay * 0.5}s` }}
          >
            <div
              style={{
                transform: `translate(${pos.x}, ${pos.y}px) rotate(${pos.rotate}deg) scale(${pos.scale})`,
                animationDelay: `${pos.delay}s`,
              }}
              className="animate-hero-float overflow-hidden rounded-3xl border border-white/10 bg-surface-2 shadow-2xl shadow-black/50 motion-reduce:animate-none"
            >
              {box ? (
                <img src={box.imageUrl} alt="" width={512} height={512} className="aspect-square w-full object-cover" />
              ) : (
                <div className="aspect-square w-full animate-pulse bg-surface-2" />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
