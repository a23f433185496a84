import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSession } from './auth/session';
import { initI18n } from './i18n';
import { api } from './lib/queryClient';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Texts first (the starting language's files are small), then the app, so nothing flashes untranslated.
// The session starts with them: a ?token= link is exchanged, or the stored session restored (spec 000 §4).
void initI18n().finally(() => {
  void startSession({ api });
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
