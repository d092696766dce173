import { SALE_CATALOGUES } from '@kiosk/i18n';
import { AppProviders, createAppI18n, offerReload, registerServiceWorker } from '@kiosk/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { realtime, session } from './lib/session';
import './index.css';

const i18n = createAppI18n(SALE_CATALOGUES);
// The shell and the last menu kept for a reload while the server restarts (production builds
// only); a new deploy is offered, never forced, in the middle of someone's work.
if (import.meta.env.PROD) registerServiceWorker(() => offerReload(i18n));
const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} session={session} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
