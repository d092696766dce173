import { Button, Dialog, Field, Input, PasswordInput, Select } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useStoreChoices } from '../api/get-store-choices';
import type { StaffActions } from '../hooks/use-staff-actions';
import { useStaffForm } from '../hooks/use-staff-form';
import type { StaffFormValues } from '../utils/staff-form';
import { StoreChecklist } from './store-checklist';

/** Create (`actions.editing` null) or edit (a member) an account; server errors go on their fields. */
export function StaffFormDialog({ actions }: { actions: StaffActions }) {
  const { t } = useTranslation();
  const member = actions.editing;
  const editing = !!member;
  const stores = useStoreChoices();
  const { form, submit, pending } = useStaffForm(actions);
  const { register, formState, watch, setValue } = form;
  const err = (name: keyof StaffFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message, { defaultValue: message }) : undefined;
  };
  return (
    <Dialog
      open={member !== undefined}
      onOpenChange={(open) => !open && !pending && actions.closeForm()}
      title={t(editing ? 'staff.form.editTitle' : 'staff.form.createTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={actions.closeForm} disabled={pending}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form="staff-form" loading={pending} data-testid="staff-form-submit">
            {t(editing ? 'staff.form.save' : 'staff.form.create')}
          </Button>
        </>
      }
    >
      <form id="staff-form" className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field id="staff-email" label={t('staff.form.email')} required={!editing} error={err('email')}>
          <Input
            id="staff-email"
            type="email"
            autoComplete="off"
            readOnly={editing}
            invalid={!!err('email')}
            {...register('email')}
          />
        </Field>
        <Field id="staff-name" label={t('staff.form.displayName')} error={err('display_name')}>
          <Input
            id="staff-name"
            autoComplete="off"
            invalid={!!err('display_name')}
            {...register('display_name')}
          />
        </Field>
        <Field
          id="staff-role"
          label={t('staff.form.role')}
          error={err('role')}
          hint={actions.isSuperAdmin ? undefined : t('staff.form.superAdminHint')}
        >
          <Select id="staff-role" invalid={!!err('role')} {...register('role')}>
            <option value="cashier">{t('common.roles.cashier')}</option>
            <option value="admin">{t('common.roles.admin')}</option>
            {(actions.isSuperAdmin || member?.role === 'super_admin') && (
              <option value="super_admin">{t('common.roles.super_admin')}</option>
            )}
          </Select>
        </Field>
        {!editing && (
          <Field
            id="staff-password"
            label={t('staff.form.password')}
            hint={t('staff.form.passwordHint')}
            error={err('password')}
          >
            <PasswordInput
              id="staff-password"
              autoComplete="new-password"
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
              invalid={!!err('password')}
              {...register('password')}
            />
          </Field>
        )}
        <StoreChecklist
          className="sm:col-span-2"
          stores={stores.data ?? []}
          loading={stores.isPending}
          value={watch('store_ids')}
          error={err('store_ids')}
          onChange={(ids) => setValue('store_ids', ids, { shouldDirty: true })}
        />
      </form>
    </Dialog>
  );
}
