import type { StaffActions } from '../hooks/use-staff-actions';
import { PasswordOnceDialog } from './password-once-dialog';
import { StaffConfirmDialog } from './staff-confirm-dialog';
import { StaffFormDialog } from './staff-form-dialog';

/** Every dialog of the Personel screens, driven by `useStaffActions`. */
export function StaffDialogs({ actions }: { actions: StaffActions }) {
  return (
    <>
      <StaffFormDialog actions={actions} />
      <StaffConfirmDialog actions={actions} />
      <PasswordOnceDialog actions={actions} />
    </>
  );
}
