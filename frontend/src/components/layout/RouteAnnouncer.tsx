import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a client-side navigation happened: after the address changes, the page's title
 * (set by the page itself, possibly once its code has loaded) is read from a polite live region. The first page
 * load is left to the browser, which announces it anyway. After a language switch the region takes the page's title
 * in the new language, so it never holds words of the language left behind.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  /** The title of the page last announced (or first loaded). */
  const shown = useRef('');
  const language = useTranslation().i18n.resolvedLanguage;
  const lastLanguage = useRef(language);

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

  useEffect(() => {
    if (lastLanguage.current === language) return;
    lastLanguage.current = language;
    // The page sets its title again in the new language (at once, or once that language's words have loaded).
    const follow = () => {
      if (document.title === shown.current) return false;
      shown.current = document.title;
      setMessage((said) => (said ? document.title : said));
      return true;
    };
    if (follow()) return;
    const observer = new MutationObserver(() => {
      if (follow()) observer.disconnect();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    // A navigation ends the wait: the new page's title is the navigation's to announce.
    return () => observer.disconnect();
  }, [language, pathname]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
