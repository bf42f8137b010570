import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app/app';
import { i18nReady } from '@/web/app/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A person who chose German, French or Spanish sees it from the first paint (English meanwhile
// would flash); the wait is one small chunk, and never blocks English.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
