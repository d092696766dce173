import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { setTillDevice } from '../../../lib/till-device';

/** POST /auth/v1/till/sign-out: "Kasayı kapat", this till's credential ends (forgotten here too). */
async function signOutTill(tillToken: string): Promise<void> {
  try {
    await api.post('/auth/v1/till/sign-out', { till_token: tillToken }, { accessToken: null });
  } finally {
    setTillDevice(null);
  }
}

export function useSignOutTill() {
  return useMutation({ mutationFn: signOutTill });
}
