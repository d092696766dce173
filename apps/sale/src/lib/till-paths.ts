/**
 * The sale app's pages. None starts with an admin route segment (products, categories, orders,
 * settings, ... in @kiosk/contracts ADMIN_ROUTE_SEGMENTS): the server would send such a page to
 * the admin address.
 */
export const TILL_PATHS = {
  till: '/',
  orders: '/till-orders',
  terminalTest: '/terminal-test',
  settings: '/till-settings',
  /** A till session's printable X or close report: /till-report/<session id>. */
  tillReport: '/till-report',
} as const;

export const tillReportPath = (sessionId: string) => `${TILL_PATHS.tillReport}/${sessionId}`;
