import { lazy, Suspense, useState } from 'react';
import { BoxDialogs } from '../features/boxes/BoxDialogs';
import { useFeaturedBoxes } from '../features/boxes/queries';
import { Hero } from '../features/home/Hero';
import { HowItWorks } from '../features/home/HowItWorks';
import { Stats } from '../features/home/Stats';
import { Trending } from '../features/home/Trending';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The Watch Demo slideshow (with its animation library) loads only when asked for. */
const DemoOverlay = lazy(() => import('../features/home/DemoOverlay').then((m) => ({ default: m.DemoOverlay })));

/**
 * Home: the hero with Start Unboxing and Watch Demo, four live figures, the Trending grid of
 * featured boxes with View All, and How It Works. The 18+ notice is in the footer.
 */
export default function HomePage() {
  useDocumentTitle('');
  const [demoOpen, setDemoOpen] = useState(false);
  const { data: featured, isPending } = useFeaturedBoxes();
  return (
    <>
      <Hero featured={featured} onWatchDemo={() => setDemoOpen(true)} />
      <Stats />
      <Trending boxes={featured} pending={isPending} />
      <HowItWorks />
      {demoOpen ? (
        <Suspense fallback={null}>
          <DemoOverlay open onClose={() => setDemoOpen(false)} />
        </Suspense>
      ) : null}
      <BoxDialogs />
    </>
  );
}
