import { settingValueSchemas } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './session';

const schema = settingValueSchemas.show_product_images;

/** The back office's "show product images" setting (spec section 3); on when unset or unreadable. */
async function fetchShowProductImages(): Promise<boolean> {
  const rows = await api.get<Array<{ key: string; value: unknown }>>('/rest/v1/settings', {
    query: { key: 'show_product_images' },
  });
  const parsed = schema.safeParse(rows.find((r) => r.key === 'show_product_images')?.value);
  return parsed.success ? parsed.data : true;
}

export const SHOW_PRODUCT_IMAGES_QUERY_KEY = ['settings', 'show_product_images'] as const;

export function useShowProductImagesSetting(): { enabled: boolean; loaded: boolean } {
  const query = useQuery({
    queryKey: SHOW_PRODUCT_IMAGES_QUERY_KEY,
    queryFn: fetchShowProductImages,
    staleTime: 5 * 60_000,
  });
  return { enabled: query.data ?? true, loaded: query.isSuccess || query.isError };
}
