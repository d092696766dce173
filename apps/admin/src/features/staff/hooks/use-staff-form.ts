import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@kiosk/ui';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateStaff } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';
import { issueText, staffErrorMessage, staffIssues } from '../utils/staff-errors';
import {
  createRequest,
  STAFF_FORM_FIELDS,
  type StaffFormValues,
  staffFormSchema,
  staffFormValues,
  updateRequest,
} from '../utils/staff-form';
import type { StaffActions } from './use-staff-actions';

/**
 * The create / edit form's state and its submit: a new account's generated password goes to the
 * "shown once" dialog; the server's field errors go on their fields, anything else to a toast.
 */
export function useStaffForm(actions: StaffActions) {
  const { t } = useTranslation();
  const member = actions.editing;
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const pending = create.isPending || update.isPending;
  const form = useForm<StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: staffFormValues(null),
  });
  const { reset, setError, handleSubmit } = form;
  useEffect(() => {
    if (member !== undefined) reset(staffFormValues(member));
  }, [member, reset]);
  const onError = (error: unknown) => {
    let placed = false;
    for (const issue of staffIssues(error)) {
      if (!issue.field || !(STAFF_FORM_FIELDS as readonly string[]).includes(issue.field)) continue;
      setError(issue.field as Path<StaffFormValues>, { type: 'server', message: issueText(issue, t) });
      placed = true;
    }
    if (!placed) toast.error(staffErrorMessage(error, t));
  };
  const submit = handleSubmit((values) => {
    if (member) {
      update.mutate(
        { id: member.id, body: updateRequest(member, values) },
        {
          onSuccess: () => {
            toast.success(t('staff.form.saved'));
            actions.closeForm();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(createRequest(values), {
      onSuccess: (result) => {
        toast.success(t('staff.form.created'));
        actions.closeForm();
        if (result.generated_password)
          actions.showPassword({ email: result.member.email, password: result.generated_password });
      },
      onError,
    });
  });
  return { form, submit, pending };
}
