import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../auth/session-context.js';
import type { SessionManager } from '../auth/session-manager.js';
import { AppToaster } from '../components/toaster.js';
import { TooltipProvider } from '../components/tooltip.js';
import type { RealtimeClient } from '../realtime/realtime-client.js';
import { RealtimeProvider } from '../realtime/use-realtime-channel.js';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export interface AppProvidersProps {
  i18n: I18nInstance;
  queryClient?: QueryClient;
  /** The app's session (see createSessionManager); cached data is dropped when it signs out. */
  session?: SessionManager;
  /** The app's realtime client (see createSessionRealtimeClient). */
  realtime?: RealtimeClient;
  children?: ReactNode;
}

/** Everything an app needs around its router: session, data cache, realtime, translations, tooltips and toasts. */
export function AppProviders({ i18n, queryClient, session, realtime, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());

  useEffect(() => {
    if (!session) return;
    // nothing one user loaded may be shown to the next
    return session.subscribe((event) => {
      if (event === 'SIGNED_OUT') client.clear();
    });
  }, [session, client]);

  let content = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider delayDuration={200}>
          {children}
          <AppToaster />
        </TooltipProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  if (realtime) content = <RealtimeProvider client={realtime}>{content}</RealtimeProvider>;
  if (session) content = <SessionProvider manager={session}>{content}</SessionProvider>;
  return content;
}
