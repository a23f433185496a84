import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSession } from './auth/session';
import { initI18n, loadRemainingNamespaces } from './i18n';
import { firstRenderNamespaces } from './i18n/namespaces';
import { detectLanguage } from './i18n/language';
import { api } from './lib/queryClient';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The shell's and this page's texts first (small files), then the app, so nothing flashes untranslated; the other
// namespaces follow in the background. The session starts with them: a ?token= link is exchanged, or the stored
// session restored.
void initI18n(detectLanguage(), firstRenderNamespaces(window.location.pathname)).finally(() => {
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
