/** Satış: bir yazıcı sorunu, kasanın üst çubuğunda ve mutfak ekranında (issue 35). */
export const salePrinter = {
  label: 'Yazıcı: {{name}} · {{status}}',
  since: '{{time}} itibarıyla, {{count}} bekleyen iş',
  status: {
    offline: 'kapalı',
    paper_out: 'kağıt bitti',
    cover_open: 'kapak açık',
  },
};
