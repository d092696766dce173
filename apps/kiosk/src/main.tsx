import { RealtimeProvider, SessionProvider } from '@kiosk/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { KioskApp } from './app/kiosk-app';
import { Notices } from './components/notices';
import { i18n } from './lib/i18n';
import { realtime, session } from './lib/session';
import { endSession } from './state/customer-session';
import './index.css';

// Nothing of one customer (or device session) is kept for the next.
session.subscribe((event) => {
  if (event === 'SIGNED_OUT') endSession();
});

// The shell and the last menu kept for a reload while the server restarts (production builds only).
if (import.meta.env.PROD) void import('./lib/offline-update').then((worker) => worker.startOfflineWorker());

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');

createRoot(root).render(
  <StrictMode>
    <SessionProvider manager={session}>
      <RealtimeProvider client={realtime}>
        <I18nextProvider i18n={i18n}>
          <KioskApp />
          <Notices />
        </I18nextProvider>
      </RealtimeProvider>
    </SessionProvider>
  </StrictMode>,
);
