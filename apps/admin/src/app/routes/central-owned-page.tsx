import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeInfo } from '../../lib/get-node-info';

/**
 * A page of what central owns (catalogue, settings, accounts, devices) (issue 36). At a store node
 * it says where those are edited and disables every control of the page (the server answers 409
 * edit_at_central to a save anyway); elsewhere the page as it is.
 */
export function CentralOwnedPage({ children }: { children: ReactNode }) {
  const node = useNodeInfo();
  if (node.data?.role !== 'store') return children;
  return (
    <div data-testid="store-node-page">
      <StoreNodeBanner url={node.data.central_admin_url} />
      <fieldset disabled className="m-0 min-w-0 border-0 p-0" data-testid="store-node-read-only">
        {children}
      </fieldset>
    </div>
  );
}

function StoreNodeBanner({ url }: { url: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="mx-auto mb-4 flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="store-node-banner"
    >
      <Info className="size-5 shrink-0" aria-hidden="true" />
      {url ? (
        <>
          <span>{t('storeNode.banner')}</span>
          <a
            href={url}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            target="_blank"
            rel="noreferrer"
          >
            {t('storeNode.centralAdmin')} ({url})
          </a>
        </>
      ) : (
        <span>{t('storeNode.bannerNoLink')}</span>
      )}
    </div>
  );
}
