import { BrandMark, cn, LanguageSwitch } from '@kiosk/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { clearNotices } from '../../../components/notices';

/**
 * The dark frame of the payment screens (card and counter): the brand above, with the language
 * switch (or `headerEnd`) across from it; the screen's content centred; `after` below it (dialogs).
 */
export function PaymentFrame({
  testId,
  phase,
  contentClassName,
  headerEnd = <LanguageSwitch size="touch" tone="dark" />,
  after,
  children,
}: {
  testId: string;
  phase: string;
  contentClassName: string;
  headerEnd?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // what was said about the cart ("added", ...) is done with
  useEffect(() => clearNotices(), []);
  return (
    <main
      className="relative flex min-h-(--kiosk-screen) flex-col overflow-hidden bg-secondary-950 text-white"
      data-testid={testId}
      data-phase={phase}
    >
      <KioskBackdrop />
      <header className="relative z-10 flex items-center justify-between gap-4 px-8 pt-8 lg:px-12">
        <div className="flex items-center gap-3">
          <BrandMark size="lg" />
          <span className="font-semibold text-secondary-100 text-xl tracking-wide">{t('common.brand')}</span>
        </div>
        {headerEnd}
      </header>
      <div className="relative z-10 flex flex-1 flex-col items-center justify-center px-8 py-10">
        <div
          className={cn(
            'flex w-full animate-screen-in flex-col items-center gap-10 text-center',
            contentClassName,
          )}
        >
          {children}
        </div>
      </div>
      {after}
    </main>
  );
}
