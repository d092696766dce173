/** A store node's link to central: the till's top bar and the admin's store list (issue 36). */
export const nodeLink = {
  connected: 'Connected to central',
  disconnected: 'No connection to central',
  // suffix: unused in English (the Turkish ablative)
  since: 'since {{time}}',
  neverConnected: 'not connected yet',
  waiting_one: '{{count}} order waiting to send',
  waiting_other: '{{count}} orders waiting to send',
  waitingShort_one: '{{count}} waiting',
  waitingShort_other: '{{count}} waiting',
  noNode: 'No store server',
  noLink: 'No connection',
  label: 'Link to central',
};
