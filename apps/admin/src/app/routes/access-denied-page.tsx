import { BrandMark, Button, buttonClassName, useAppAddress, useDocumentTitle } from '@kiosk/ui';
import { ArrowLeft, LogOut, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  const saleAddress = useAppAddress('sale');
  const signOut = useSignOut();
  useDocumentTitle(t('admin.accessDenied.title'), t('common.brand'));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-10 text-center shadow-card">
        <BrandMark size="sm" className="mb-8" />
        <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <ShieldX className="size-8" aria-hidden="true" />
        </div>
        <h1 className="font-bold text-2xl text-ink">{t('admin.accessDenied.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('admin.accessDenied.description')}</p>
        <div className="mt-8 flex flex-col gap-3">
          <a href={saleAddress ?? undefined} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            <ArrowLeft aria-hidden="true" />
            {t('admin.accessDenied.backToPos')}
          </a>
          <Button variant="ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {t('admin.accessDenied.signOut')}
          </Button>
        </div>
      </div>
    </main>
  );
}
