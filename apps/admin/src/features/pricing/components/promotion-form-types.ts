import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PromotionFormValues, promotionFormSchema } from '../utils/promotion-form';

export type PromotionForm = UseFormReturn<PromotionFormValues, unknown, z.output<typeof promotionFormSchema>>;
