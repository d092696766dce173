export const printerKeys = {
  all: ['printers'] as const,
  jobs: (id: string) => ['printers', 'jobs', id] as const,
  stations: ['printers', 'stations'] as const,
  stores: ['printers', 'stores'] as const,
  kiosks: ['printers', 'kiosks'] as const,
  tills: ['printers', 'tills'] as const,
  simulatorPages: ['printers', 'simulator'] as const,
  simulatorPng: (url: string) => ['printers', 'simulator', 'png', url] as const,
};
