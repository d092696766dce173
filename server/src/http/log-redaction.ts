import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: a terminal's CLOUD token, realtime access tokens,
 * signed-link MACs, API keys. Matched case-insensitively, also as part of a longer name
 * (`refresh_token`, `x-api-key`, `client_secret`).
 */
const SECRET_PARAMETER =
  /token|secret|passw|pwd|signature|^sig$|apikey|api[-_]key|auth|session|credential|jwt|code_verifier/i;

const REDACTED = '[REDACTED]';

/** Paths that carry a bearer token as a segment: the digital receipt's `/receipt/:token`. */
const SECRET_PATH = /^(\/receipt\/)[^/?#]+/i;

/**
 * The URL with every credential replaced by [REDACTED]: the value of each credential-carrying
 * query parameter and the token segment of a bearer-token path.
 */
export function redactUrl(url: string): string {
  const redactedPath = url.replace(SECRET_PATH, `$1${REDACTED}`);
  const q = redactedPath.indexOf('?');
  if (q === -1) return redactedPath;
  return redactQuery(redactedPath, q);
}

function redactQuery(url: string, q: number): string {
  const [query, hash = ''] = url.slice(q + 1).split(/#(.*)/s, 2) as [string, string?];
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is checked as it is
      }
      return eq !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}${hash ? `#${hash}` : ''}`;
}

/** Fastify's request log serializer, with credentials taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
