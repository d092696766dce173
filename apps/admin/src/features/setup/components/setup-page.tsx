import type { SetupResult } from '@kiosk/contracts';
import { BrandMark, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SessionLoading } from '../../../components/session-loading';
import { useSetupStatus } from '../api/get-setup-status';
import { SetupNextSteps } from './setup-next-steps';
import { SetupWizard } from './setup-wizard';

/**
 * /setup, reachable without signing in (issue 30): with the one-time link the server printed at
 * start, the wizard makes the first super admin, business, store and outlet; then the next steps.
 */
export function SetupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('setup.title'), t('common.brand'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);
  const [done, setDone] = useState<SetupResult | null>(null);

  let content: ReactNode;
  if (done) content = <SetupNextSteps result={done} />;
  else if (!token) content = <Notice kind="tokenMissing" />;
  else if (status.isPending) return <SessionLoading />;
  else if (status.data && !status.data.needed) content = <Notice kind="alreadyDone" signIn />;
  else if (!status.data?.token_valid) content = <Notice kind="tokenInvalid" />;
  else content = <SetupWizard token={token} onDone={setDone} />;

  return (
    <div className="min-h-dvh bg-surface">
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark size="sm" />
          <span className="font-semibold text-secondary-800">{t('common.brand')}</span>
        </div>
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">{content}</main>
    </div>
  );
}

function Notice({
  kind,
  signIn = false,
}: {
  kind: 'tokenMissing' | 'tokenInvalid' | 'alreadyDone';
  signIn?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8"
      data-testid={`setup-${kind}`}
    >
      <CircleAlert className="mb-4 size-10 text-primary-600" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-ink">{t(`setup.${kind}.title`)}</h1>
      <p className="mt-2 text-ink-muted">{t(`setup.${kind}.body`)}</p>
      {signIn && (
        <Link
          to="/login"
          className="mt-6 inline-flex h-11 items-center rounded-xl bg-primary-500 px-5 font-semibold text-secondary-950 text-sm hover:bg-primary-400"
        >
          {t('setup.done.signIn')}
        </Link>
      )}
    </section>
  );
}
