import { SALE_CATALOGUES } from '@kiosk/i18n';
import { AppProviders, createAppI18n } from '@kiosk/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { realtime, session } from './lib/session';
import './index.css';

const i18n = createAppI18n(SALE_CATALOGUES);
const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} session={session} realtime={realtime}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
