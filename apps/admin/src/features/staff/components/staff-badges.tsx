import type { StaffMember } from '@kiosk/contracts';
import { Badge, type BadgeTone } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

const ROLE_TONES: Record<StaffMember['role'], BadgeTone> = {
  super_admin: 'gold',
  admin: 'info',
  cashier: 'success',
  user: 'muted',
};

/** The account's role as a coloured badge (`common.roles.*`). */
export function RoleBadge({ role }: { role: StaffMember['role'] }) {
  const { t } = useTranslation();
  return (
    <span data-testid="staff-role" data-role={role}>
      <Badge tone={ROLE_TONES[role]}>{t(`common.roles.${role}`)}</Badge>
    </span>
  );
}

/** Active or disabled. */
export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span data-testid="staff-status" data-disabled={disabled}>
      <Badge tone={disabled ? 'warning' : 'success'} dot>
        {t(disabled ? 'staff.status.disabled' : 'staff.status.active')}
      </Badge>
    </span>
  );
}
