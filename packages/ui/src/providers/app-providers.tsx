import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from '../components/toaster.js';
import { TooltipProvider } from '../components/tooltip.js';

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
  children?: ReactNode;
}

/** Everything an app needs around its router: data cache, translations, tooltips and toasts. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider delayDuration={200}>
          {children}
          <AppToaster />
        </TooltipProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
