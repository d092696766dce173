export const pricingKeys = {
  all: ['pricing'] as const,
  deals: ['pricing', 'deals'] as const,
  promotions: ['pricing', 'promotions'] as const,
  choices: ['pricing', 'choices'] as const,
  timeZone: ['pricing', 'time-zone'] as const,
  channelPrices: (productId: string) => ['pricing', 'channel-prices', productId] as const,
  availability: (owner: 'product' | 'category', id: string) =>
    ['pricing', 'availability', owner, id] as const,
};
