/** The query key of the till's drawer (its session and reports): refreshed after every drawer or cash change. */
export const TILL_SESSION_QUERY_KEY = ['till', 'session'] as const;
