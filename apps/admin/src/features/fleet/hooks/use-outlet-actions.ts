import type { Business, Store } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useDeleteBusiness } from '../api/delete-business';
import { useDeleteStore } from '../api/delete-store';
import { useSaveBusiness } from '../api/save-business';
import { useSaveStore } from '../api/save-store';

/** The business / store page's quick actions: (de)activate and delete, each answered by a toast. */
export function useOutletActions() {
  const { t } = useTranslation();
  const saveBusiness = useSaveBusiness();
  const saveStore = useSaveStore();
  const removeBusiness = useDeleteBusiness();
  const removeStore = useDeleteStore();

  function toggleBusiness(b: Business) {
    saveBusiness.mutate(
      { id: b.id, values: { is_active: !b.is_active } },
      {
        onSuccess: () =>
          toast.success(t(b.is_active ? 'fleet.business.deactivated' : 'fleet.business.activated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.business.businessUpdateError'))),
      },
    );
  }
  function toggleStore(s: Store) {
    saveStore.mutate(
      { id: s.id, values: { is_active: !s.is_active } },
      {
        onSuccess: () =>
          toast.success(t(s.is_active ? 'fleet.business.deactivated' : 'fleet.business.activated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.business.storeUpdateError'))),
      },
    );
  }
  /** Deletes the business; `settled(deleted)` runs after the answer either way. */
  function deleteBusiness(b: Business, settled: (deleted: boolean) => void) {
    removeBusiness.mutate(b.id, {
      onSuccess: () => {
        toast.success(t('fleet.business.businessDeleted'));
        settled(true);
      },
      onError: (e) => {
        toast.error(fleetErrorMessage(e, t, t('fleet.business.businessDeleteError')));
        settled(false);
      },
    });
  }
  function deleteStore(s: Store, settled: () => void) {
    removeStore.mutate(s.id, {
      onSuccess: () => {
        toast.success(t('fleet.business.storeDeleted'));
        settled();
      },
      onError: (e) => {
        toast.error(fleetErrorMessage(e, t, t('fleet.business.storeDeleteError')));
        settled();
      },
    });
  }
  return {
    toggleBusiness,
    toggleStore,
    deleteBusiness,
    deleteStore,
    deletingBusinessPending: removeBusiness.isPending,
    deletingStorePending: removeStore.isPending,
  };
}
