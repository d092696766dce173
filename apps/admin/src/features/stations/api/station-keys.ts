export const stationKeys = {
  all: ['kitchen-stations'] as const,
  categories: ['kitchen-stations', 'categories'] as const,
};
