import { zodResolver } from '@hookform/resolvers/zod';
import type { OptionGroup } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSaveOptionGroup } from '../api/save-option-group';
import { type GroupFormValues, groupFormSchema, groupFormValues, groupWrite } from '../utils/group-form';

/**
 * A group's form and its save. A group some products use asks first ("used by N products"): the
 * change reaches every one of them and every kiosk at once.
 */
export function useGroupEditor(group: OptionGroup | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: groupFormValues(group?.group),
  });
  const save = useSaveOptionGroup();
  const [pending, setPending] = useState<GroupFormValues | null>(null);
  // the version the form was made from: a save by someone else since is refused, not overwritten
  const [version] = useState(group?.version);
  const usedBy = group?.products ?? [];

  const send = (values: GroupFormValues) => {
    save.mutate(
      {
        ...(group ? { id: group.group.id } : {}),
        body: { ...groupWrite(values, group?.group.show_images), expected_version: version },
      },
      {
        onSuccess: () => {
          toast.success(t('optionGroups.saved'));
          setPending(null);
          onSaved();
        },
        onError: (error) => {
          setPending(null);
          if (isApiError(error) && error.code === 'stale_option_group')
            toast.error(t('optionGroups.staleTitle'), { description: t('optionGroups.staleDescription') });
          else toast.error(t('optionGroups.saveFailed'), serverMessageDescription(error, t));
        },
      },
    );
  };

  const submit = form.handleSubmit((values) => {
    if (usedBy.length > 0) setPending(values);
    else send(values);
  });

  return {
    form,
    submit,
    saving: save.isPending,
    usedBy,
    confirming: pending !== null,
    confirm: () => pending && send(pending),
    cancelConfirm: () => setPending(null),
  };
}
