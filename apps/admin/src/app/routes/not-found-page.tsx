import { buttonClassName, useDocumentTitle } from '@kiosk/ui';
import { Compass, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.notFound.title'), t('common.appName.admin'));
  return (
    <div className="flex min-h-full items-start justify-center pt-4 sm:pt-10">
      <section className="w-full max-w-xl rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-card sm:px-12">
        <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-secondary-50 text-secondary-600">
          <Compass className="size-8" aria-hidden="true" />
        </div>
        <p className="font-bold font-mono text-primary-600 text-sm tracking-widest">404</p>
        <h1 className="mt-2 font-bold text-2xl text-ink sm:text-3xl">{t('admin.notFound.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('admin.notFound.description')}</p>
        <Link
          to="/dashboard"
          className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'mt-8' })}
        >
          <LayoutDashboard aria-hidden="true" />
          {t('admin.notFound.home')}
        </Link>
      </section>
    </div>
  );
}
