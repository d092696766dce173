/** The till sessions list on the open sessions: the dashboard's flag links here (issue 32). */
export const OPEN_TILL_SESSIONS_PATH = '/till-sessions?status=open';
