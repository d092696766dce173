import { useLocation } from 'react-router';

let latched = false;

/** True for the URL query `debug=true`; stays on for the rest of the page's life once seen. */
export function isDebugRequested(search: string): boolean {
  return new URLSearchParams(search).get('debug') === 'true';
}

export function useDebugMode(): boolean {
  const { search } = useLocation();
  if (isDebugRequested(search)) latched = true;
  return latched;
}
