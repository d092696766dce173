import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { setTillDevice } from '../../../lib/till-device';

/**
 * POST /auth/v1/till/sign-out: this till's credential ends ("Kasayı kapat", or a staff member's
 * "Çıkış Yap"); it is forgotten here first, whatever the server answers.
 */
export async function signOutTill(tillToken: string): Promise<void> {
  setTillDevice(null);
  try {
    await api.post('/auth/v1/till/sign-out', { till_token: tillToken }, { accessToken: null });
  } catch {
    // already ended or unreachable: forgotten here all the same (it expires on the server)
  }
}

export function useSignOutTill() {
  return useMutation({ mutationFn: signOutTill });
}
