import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a client-side navigation happened: after the address changes, the page's title
 * (set by the page itself, possibly once its code has loaded) is read from a polite live region. The first page
 * load is left to the browser, which announces it anyway.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  /** The title of the page last announced (or first loaded). */
  const shown = useRef('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      shown.current = document.title;
      return;
    }
    let announced = false;
    const announce = () => {
      if (announced) return;
      announced = true;
      shown.current = document.title;
      setMessage(document.title);
    };
    // The new page sets its title in an effect, a lazy page once its code arrives: announce that title.
    if (document.title !== shown.current) announce();
    const observer = new MutationObserver(() => {
      if (document.title !== shown.current) announce();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    // A page whose title equals the previous one's never changes it: announce it once the page has settled.
    const fallback = window.setTimeout(announce, 1_500);
    return () => {
      observer.disconnect();
      window.clearTimeout(fallback);
    };
  }, [pathname]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
