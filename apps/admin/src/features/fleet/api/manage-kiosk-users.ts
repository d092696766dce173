import { type ManageKioskUsers, manageKioskUsersResponseSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /functions/v1/manage-kiosk-users: create, update, delete, restore, reset_password. */
async function manageKioskUsers(body: ManageKioskUsers) {
  return manageKioskUsersResponseSchema.parse(
    await api.post<unknown>('/functions/v1/manage-kiosk-users', body),
  ).data;
}

export function useManageKioskUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: manageKioskUsers,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
