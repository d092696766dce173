import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { Button, isApiError } from '@kiosk/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const panel = 'rounded-2xl border border-line bg-white shadow-card';
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The round back button of the session pages. */
export function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={() => navigate(to)}
      data-testid="till-session-back"
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}

/** What a session page shows before its data: loading, an error with retry, or "not found". */
export function SessionPlaceholder({
  notFound,
  failed,
  errorText,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  failed: boolean;
  errorText: string;
  onRetry: () => void;
  retrying: boolean;
}): ReactNode {
  const { t } = useTranslation();
  let body: ReactNode;
  if (notFound)
    body = (
      <div className={panel}>
        <EmptyPanel icon={SearchX} title={t('tillSessions.detail.notFound')} />
      </div>
    );
  else if (failed)
    body = (
      <div className={panel}>
        <ErrorPanel message={errorText} onRetry={onRetry} retrying={retrying} />
      </div>
    );
  else body = <LoadingPanel className={panel} />;
  return (
    <div className="mx-auto max-w-7xl">
      <div className="mb-6">
        <BackButton to="/till-sessions" label={t('tillSessions.detail.back')} />
      </div>
      {body}
    </div>
  );
}
