// @vitest-environment jsdom
import { APP_ADDRESSES_META } from '@kiosk/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppAddress } from './use-app-address.js';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const served = { ports: { kiosk: 6173, admin: 6174, sale: 6175 }, urls: { admin: null, sale: null } };

function AdminLink() {
  const address = useAppAddress('admin');
  return <a href={address ?? undefined}>admin</a>;
}

function renderLink() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdminLink />
    </QueryClientProvider>,
  );
  return screen.getByText('admin');
}

describe('useAppAddress', () => {
  it('is right at the first render from the addresses the server put in the page, without a request', () => {
    const meta = document.createElement('meta');
    meta.name = APP_ADDRESSES_META;
    meta.content = JSON.stringify(served);
    document.head.append(meta);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    expect(renderLink().getAttribute('href')).toBe('http://localhost:6174/');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives no address (never the default port) until the server has answered, on a page without them', async () => {
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const link = renderLink();
    expect(link.hasAttribute('href')).toBe(false);
    await act(async () => answer(new Response(JSON.stringify({ success: true, data: served }))));
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe('http://localhost:6174/'));
  });
});
