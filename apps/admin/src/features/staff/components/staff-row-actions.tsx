import type { StaffMember } from '@kiosk/contracts';
import { Button, cn } from '@kiosk/ui';
import { KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffActions } from '../hooks/use-staff-actions';

/**
 * An account's actions (the list's row and the detail page): edit, disable / enable, reset the
 * password. One more action (e.g. the till PIN) goes in as one more button here. Refused ones
 * (an admin on a super admin, a person on their own account) are not offered; the server refuses
 * them anyway.
 */
export function StaffRowActions({
  member,
  actions,
  compact = false,
}: {
  member: StaffMember;
  actions: StaffActions;
  /** Icon-only buttons (the table's row); labelled buttons on the detail page. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const name = member.display_name || member.email;
  if (!actions.mayManage(member)) return null;
  const self = actions.isSelf(member);
  const items = [
    {
      key: 'edit',
      icon: Pencil,
      label: t('staff.actions.edit'),
      run: () => actions.edit(member),
      show: true,
    },
    {
      key: member.is_disabled ? 'enable' : 'disable',
      icon: member.is_disabled ? UserCheck : UserX,
      label: t(member.is_disabled ? 'staff.actions.enable' : 'staff.actions.disable'),
      run: () => actions.confirm(member.is_disabled ? 'enable' : 'disable', member),
      show: !self,
    },
    {
      key: 'reset',
      icon: KeyRound,
      label: t('staff.actions.resetPassword'),
      run: () => actions.confirm('reset', member),
      show: true,
    },
  ];
  return (
    <fieldset
      className={cn(
        'relative m-0 flex min-w-0 items-center gap-1 border-0 p-0',
        compact ? 'flex-nowrap' : 'flex-wrap',
      )}
    >
      <legend className="sr-only">{t('staff.actions.menu', { name })}</legend>
      {items
        .filter((item) => item.show)
        .map(({ key, icon: Icon, label, run }) => (
          <Button
            key={key}
            variant={compact ? 'ghost' : 'outline'}
            className="min-h-11 min-w-11"
            data-testid={`staff-${key}`}
            aria-label={compact ? `${label}: ${name}` : undefined}
            title={compact ? label : undefined}
            onClick={run}
          >
            <Icon aria-hidden="true" />
            {!compact && label}
          </Button>
        ))}
    </fieldset>
  );
}
