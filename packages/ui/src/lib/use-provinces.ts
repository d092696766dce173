import { loadProvinces, type Province } from '@kiosk/domain';
import { useEffect, useState } from 'react';

/**
 * Turkey's provinces and districts for the customer-details forms, loaded when a form opens (a
 * chunk of its own: the data set is large); null until then.
 */
export function useProvinces(): Province[] | null {
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadProvinces().then((list) => {
      if (live) setProvinces(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return provinces;
}
