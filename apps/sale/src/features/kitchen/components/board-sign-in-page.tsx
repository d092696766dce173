import { BrandMark, DeviceSignInForm, LanguageSwitch, type SignOutReason, useDocumentTitle } from '@kiosk/ui';
import { Lock, MonitorCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The order-ready board without a device session: staff sign the screen in with a device account. */
export function BoardSignInPage({ reason }: { reason?: SignOutReason | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.kitchen.board.signIn.title'), t('common.brand'));
  return (
    <main className="flex min-h-dvh flex-col bg-zinc-950 text-white" data-testid="board-sign-in">
      <header className="flex items-center justify-between gap-4 bg-primary-700 px-8 py-5">
        <div className="flex items-center gap-4">
          <BrandMark size="lg" />
          <span className="font-black text-3xl">{t('sale.kitchen.board.title')}</span>
        </div>
        <LanguageSwitch tone="dark" />
      </header>
      <div className="flex flex-1 items-center justify-center px-6 py-12">
        <section
          aria-labelledby="board-sign-in-title"
          className="w-full max-w-xl rounded-[2rem] bg-white p-8 text-ink shadow-raised ring-1 ring-black/5 sm:p-12"
        >
          <span className="mb-8 flex size-20 items-center justify-center rounded-3xl bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-sm">
            <MonitorCheck className="size-10" aria-hidden="true" />
          </span>
          <h1 id="board-sign-in-title" className="font-extrabold text-4xl tracking-tight">
            {t('sale.kitchen.board.signIn.title')}
          </h1>
          <p className="mt-3 text-ink-muted text-xl">{t('sale.kitchen.board.signIn.subtitle')}</p>
          <DeviceSignInForm reason={reason} />
          <p className="mt-8 flex items-center justify-center gap-2 text-base text-ink-muted">
            <Lock className="size-4" aria-hidden="true" />
            {t('sale.kitchen.board.signIn.staffOnly')}
          </p>
        </section>
      </div>
    </main>
  );
}
