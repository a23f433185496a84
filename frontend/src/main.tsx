import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSession } from './auth/session';
import { firstRenderNamespaces } from './firstLoad/rule';
import { initI18n, loadRemainingNamespaces } from './i18n';
import { numberFormatter } from './i18n/format';
import { detectLanguage } from './i18n/language';
import { api, queryClient } from './lib/queryClient';
import { prefetchRouteData } from './router/routeData';
import { loadPageOf } from './router/routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const { pathname } = window.location;

// What the route loads before the first render is the first-load rule's (firstLoad/rule.ts, docs/first-load.md).
// The page's first data is requested at once (router/routeData.ts). The shell's and this page's texts and this page's
// code load before the first render, so nothing flashes untranslated and the first paint is the page itself: rendered
// without its code, the first commit would show the shell with a loader, and React holds back the content replacing a
// loader for a moment. The other namespaces follow in the background. The session starts with them: a ?token= link
// is exchanged, or the stored session restored.
prefetchRouteData(pathname, queryClient);
const lng = detectLanguage();
// The browser's first number formatter loads its locale data (about 12 ms here, several times that on a slow phone);
// made while the page's code and texts are on their way, that is not part of the first render.
setTimeout(() => numberFormatter({}, lng), 0);
void Promise.all([initI18n(lng, firstRenderNamespaces(pathname)), loadPageOf(pathname)]).finally(() => {
  void startSession({ api });
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (one long task on a slow phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  loadRemainingNamespaces();
});
