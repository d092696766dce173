import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { StaffMember } from '@kiosk/contracts';
import { Button, isApiError, useDocumentTitle, useLanguage } from '@kiosk/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStaffMember } from '../api/get-staff-member';
import { isStaffId } from '../api/staff-keys';
import { useStaffActions } from '../hooks/use-staff-actions';
import { outletDateTime } from '../utils/staff-format';
import { StaffActivityCard } from './staff-activity';
import { RoleBadge, StatusBadge } from './staff-badges';
import { StaffDialogs } from './staff-dialogs';
import { StaffRowActions } from './staff-row-actions';
import { TillPinButton } from './till-pin-dialog';

const panel = 'rounded-2xl border border-line bg-white shadow-card';

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('staff.detail.back')}
      onClick={() => navigate('/staff')}
      data-testid="staff-back"
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}

/** /staff/:id: the account, its actions and its activity trail with filters. */
export function StaffDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const member = useStaffMember(id);
  const actions = useStaffActions();
  const data = member.data;
  useDocumentTitle(
    data ? `${t('staff.title')} · ${data.display_name || data.email}` : t('staff.title'),
    t('common.appName.admin'),
  );
  if (!isStaffId(id) || !data) {
    const notFound = !isStaffId(id) || (isApiError(member.error) && member.error.status === 404);
    let body: ReactNode = <LoadingPanel className={panel} />;
    if (notFound) body = <EmptyPanel icon={SearchX} title={t('staff.errors.not_found')} />;
    else if (member.isError)
      body = (
        <ErrorPanel
          message={t('staff.detail.loadError')}
          onRetry={() => void member.refetch()}
          retrying={member.isFetching}
        />
      );
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <BackButton />
        <div className={panel}>{body}</div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6" data-testid="staff-detail">
      <div className="flex flex-wrap items-center gap-3">
        <BackButton />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-muted text-sm">{t('staff.title')}</p>
          <h1 className="flex flex-wrap items-center gap-2 font-bold text-2xl text-ink tracking-tight sm:text-3xl">
            <span className="min-w-0 break-words">{data.display_name || data.email}</span>
            <RoleBadge role={data.role} />
            <StatusBadge disabled={data.is_disabled} />
          </h1>
        </div>
        <TillPinButton member={data} />
        <StaffRowActions member={data} actions={actions} />
      </div>
      <AccountCard member={data} />
      <StaffActivityCard id={data.id} />
      <StaffDialogs actions={actions} />
    </div>
  );
}

function AccountCard({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const rows: Array<[string, ReactNode]> = [
    [
      t('staff.columns.email'),
      <span key="email" className="break-all">
        {member.email}
      </span>,
    ],
    [t('staff.columns.stores'), member.stores.map((s) => s.name).join(', ') || t('staff.allStoresNone')],
    [t('staff.detail.createdAt'), outletDateTime(member.created_at, locale)],
    [
      t('staff.columns.lastSignIn'),
      member.last_sign_in_at ? outletDateTime(member.last_sign_in_at, locale) : t('staff.never'),
    ],
  ];
  return (
    <section className={`${panel} p-5`} aria-labelledby="staff-account-title">
      <h2 id="staff-account-title" className="mb-3 font-semibold text-ink text-lg">
        {t('staff.detail.info')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted text-xs">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
