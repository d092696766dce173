import { installServiceWorker } from '@kiosk/ui/service-worker';

// The build's file list, put here by vite-plugin-pwa (injectManifest).
declare const self: { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

installServiceWorker(self.__WB_MANIFEST);
