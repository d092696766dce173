/** The server's `{ success: true, data }` envelope around an answer. */
export function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}
