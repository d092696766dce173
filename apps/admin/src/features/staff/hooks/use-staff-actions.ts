import type { StaffMember } from '@kiosk/contracts';
import { useSession } from '@kiosk/ui';
import { useState } from 'react';

export type StaffConfirmKind = 'disable' | 'enable' | 'reset';

/** A password to show once: the server generated it for this account. */
export interface ShownPassword {
  email: string;
  password: string;
}

/**
 * The Personel screens' dialogs: the form (undefined: closed, null: new, a member: edit), the
 * confirmation of disable / enable / reset, and the generated password shown once.
 */
export function useStaffActions() {
  const { user, isSuperAdmin } = useSession();
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<{ kind: StaffConfirmKind; member: StaffMember } | null>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  return {
    editing,
    confirming,
    shown,
    isSuperAdmin,
    create: () => setEditing(null),
    edit: (member: StaffMember) => setEditing(member),
    closeForm: () => setEditing(undefined),
    confirm: (kind: StaffConfirmKind, member: StaffMember) => setConfirming({ kind, member }),
    closeConfirm: () => setConfirming(null),
    showPassword: (value: ShownPassword) => setShown(value),
    closePassword: () => setShown(null),
    isSelf: (member: StaffMember) => member.id === user?.id,
    /** An admin manages cashiers and admins; a super admin everyone (the rule in packages/domain). */
    mayManage: (member: StaffMember) => isSuperAdmin || member.role !== 'super_admin',
  };
}
export type StaffActions = ReturnType<typeof useStaffActions>;
