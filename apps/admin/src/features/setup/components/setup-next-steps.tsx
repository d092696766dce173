import type { SetupResult } from '@kiosk/contracts';
import { CircleCheck, CreditCard, MonitorSmartphone, Users, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const NEXT_STEPS: Array<{ id: 'menu' | 'kiosk' | 'terminal' | 'staff'; icon: ReactNode; to?: string }> = [
  // the menu import screen comes later: the products page for now
  { id: 'menu', icon: <UtensilsCrossed />, to: '/products' },
  { id: 'kiosk', icon: <MonitorSmartphone />, to: '/kiosk-management' },
  { id: 'terminal', icon: <CreditCard />, to: '/pos-device-management' },
  { id: 'staff', icon: <Users /> },
];

/** After the setup: what to do before the first sale, and the sign-in. */
export function SetupNextSteps({ result }: { result: SetupResult }) {
  const { t } = useTranslation();
  return (
    <section
      className="mt-4 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8"
      data-testid="setup-done"
    >
      <CircleCheck className="mb-4 size-10 text-green-600" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-ink">{t('setup.done.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('setup.done.body', { business: result.business.name })}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {NEXT_STEPS.map((step) => {
          const body = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 [&_svg]:size-5">
                {step.icon}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{t(`setup.done.next.${step.id}.title`)}</span>
                <span className="block text-ink-muted text-sm">{t(`setup.done.next.${step.id}.body`)}</span>
              </span>
            </>
          );
          const className = 'flex h-full items-start gap-3 rounded-xl border border-line p-4';
          return (
            <li key={step.id}>
              {step.to ? (
                <Link
                  to={step.to}
                  className={`${className} transition-colors hover:border-primary-300 hover:bg-primary-50`}
                >
                  {body}
                </Link>
              ) : (
                <div className={className}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-ink-muted text-sm">{t('setup.done.afterSignIn')}</p>
      <Link
        to="/login"
        className="mt-6 inline-flex h-12 items-center rounded-xl bg-primary-500 px-6 font-semibold text-base text-secondary-950 hover:bg-primary-400"
        data-testid="setup-sign-in"
      >
        {t('setup.done.signIn')}
      </Link>
    </section>
  );
}
