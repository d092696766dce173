import type { KioskUser, PosDevice, PosDeviceSummary, RotatedCloudToken } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useRestorePosDevice } from '../api/restore-pos-device';
import { useRotateCloudToken } from '../api/rotate-cloud-token';
import { useSavePosDevice } from '../api/save-pos-device';
import { useUnlinkKiosk } from '../api/unlink-kiosk';
import { useVerifyPosDevice } from '../api/verify-pos-device';
import { verifyCheck } from '../utils/pos-device-list';

/**
 * What the POS device page does to a device straight from its card: rotate its CLOUD token (asked
 * first, the new token shown once), (de)activate it (deactivation asked first), verify, unlink its
 * kiosk and restore it; each answered by a toast.
 */
export function usePosDeviceActions(kiosks: KioskUser[]) {
  const { t } = useTranslation();
  const rotation = useRotateCloudToken();
  const save = useSavePosDevice();
  const verify = useVerifyPosDevice();
  const unlink = useUnlinkKiosk();
  const restore = useRestorePosDevice();
  const [confirming, setConfirming] = useState<PosDeviceSummary | null>(null);
  const [rotated, setRotated] = useState<RotatedCloudToken | null>(null);
  const [deactivating, setDeactivating] = useState<PosDevice | null>(null);

  function rotate(device: PosDeviceSummary) {
    rotation.mutate(device.id, {
      onSuccess: (result) => {
        setConfirming(null);
        setRotated(result);
        toast.success(t('posDevices.token.rotated', { serial: result.pos_serial_number }));
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(t('posDevices.token.error'), {
          ...(isApiError(error) && error.status < 500 && error.message ? { description: error.message } : {}),
        });
      },
    });
  }
  function closeRotated() {
    setRotated(null);
    rotation.reset();
  }
  function toggleActive(device: PosDevice) {
    save.mutate(
      { id: device.id, values: { p_is_active: !device.is_active } },
      {
        onSuccess: () => {
          setDeactivating(null);
          toast.success(t(device.is_active ? 'fleet.pos.deactivated' : 'fleet.pos.activated'));
        },
        onError: (e) => {
          setDeactivating(null);
          toast.error(fleetErrorMessage(e, t, t('fleet.pos.statusError')), { duration: 5000 });
        },
      },
    );
  }
  function verifyDevice(device: PosDevice) {
    const check = verifyCheck(
      device,
      kiosks.map((k) => k.id),
    );
    if ('problem' in check) return toast.error(t(check.problem));
    verify.mutate(
      { kioskId: check.kioskId, posDeviceId: device.id },
      {
        onSuccess: () => toast.success(t('fleet.pos.verified')),
        onError: (e) =>
          toast.error(t('fleet.pos.verifyFailed'), {
            ...(isApiError(e) && e.message ? { description: e.message } : {}),
          }),
      },
    );
  }
  function unlinkDevice(device: PosDevice) {
    const link = device.links[0];
    if (!link) return;
    unlink.mutate(link.link_id, {
      onSuccess: () => toast.success(t('fleet.pos.unlinked')),
      onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.unlinkError'))),
    });
  }
  function restoreDevice(device: PosDevice) {
    restore.mutate(device.id, {
      onSuccess: () => toast.success(t('fleet.pos.restored')),
      onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.pos.saveError'))),
    });
  }
  return {
    confirming,
    setConfirming,
    rotating: rotation.isPending,
    rotate,
    rotated,
    closeRotated,
    deactivating,
    setDeactivating,
    saving: save.isPending,
    toggleActive,
    verifyDevice,
    verifyingId: verify.isPending ? verify.variables?.posDeviceId : undefined,
    unlinkDevice,
    restoreDevice,
  };
}

export type PosDeviceActions = ReturnType<typeof usePosDeviceActions>;
