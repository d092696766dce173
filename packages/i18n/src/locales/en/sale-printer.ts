/** Sale: a printer problem, on the till's top bar and the kitchen display (issue 35). */
export const salePrinter = {
  label: 'Printer: {{name}} · {{status}}',
  since: 'since {{time}}, {{count}} waiting jobs',
  status: {
    offline: 'offline',
    paper_out: 'paper out',
    cover_open: 'cover open',
  },
};
