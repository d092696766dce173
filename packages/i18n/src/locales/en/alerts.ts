import type { Catalogue } from '../../catalogue.js';

/** Back office: alerts (issue 34): the top bar's bell, the dashboard's card, the settings. */
export const alerts = {
  bell: {
    label: 'Alerts',
    labelWithCount: 'Alerts: {{count}}',
  },
  panel: {
    title: 'Alerts',
    description: 'What needs someone now. An alert clears itself once its cause is gone.',
    loadError: 'Could not load the alerts',
    loading: 'Loading alerts…',
    allClear: 'All clear',
    allClearDescription: 'Nothing needs attention right now.',
    more: '+{{count}} more',
    showAll: 'See all on the dashboard',
  },
  card: {
    title: 'Alerts',
    description: 'Offline kiosks, terminals not answering, printer problems, tills and orders left open.',
  },
  since: {
    at: 'since {{time}}',
    minutesAgo: '{{count}} min ago',
    hoursAgo: '{{count}} h ago',
    daysAgo: '{{count}} days ago',
    justNow: 'just now',
  },
  severity: {
    critical: 'Urgent',
    warning: 'Warning',
  },
  kinds: {
    kiosk_offline: '{{name}} is offline',
    terminal_unanswered: 'Terminal {{name}} is not answering',
    printer_problem: 'Printer {{name}} has a problem: {{detail}}',
    till_session_open: 'Till session at {{name}} left open (business day {{detail}})',
    open_order_old: 'Open order {{name}} is waiting ({{detail}})',
    payment_unsettled: 'Payment of order {{name}} not settled ({{detail}})',
  },
  printerStatus: {
    offline: 'offline',
    paper_out: 'out of paper',
    cover_open: 'cover open',
  },
  paymentStatus: {
    connecting: 'connecting',
    sent: 'sent to the terminal',
    waiting: 'waiting',
    unknown: 'outcome unknown',
  },
  noLabel: 'no label',
  settings: {
    title: 'Alerts',
    description: 'When an alert is shown. 0 minutes: at once.',
    kioskOffline: 'Kiosk offline (minutes)',
    terminalUnanswered: 'Terminal not answering (minutes)',
    openOrderAge: 'Open order age (minutes)',
    paymentUnsettled: 'Unsettled payment (minutes)',
    openingHours: 'Opening hours',
    openingHoursHint: 'Kiosk offline alerts are raised only within these hours. Empty: always open.',
    opensAt: 'Opens',
    closesAt: 'Closes',
    save: 'Save',
    saved: 'Alert settings saved',
    saveError: 'Could not save the alert settings',
    loadError: 'Could not load the alert settings',
    errors: {
      minutes: 'Enter whole minutes from 0 to 1440',
      time: 'Enter a time as HH:MM',
      bothTimes: 'Give both opening and closing (or leave both empty)',
    },
  },
} satisfies Catalogue;
