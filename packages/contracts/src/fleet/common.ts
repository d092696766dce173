import { z } from 'zod';
import { text } from '../text.js';

// Shapes shared by the fleet's slices (kiosk accounts, outlets, POS devices, messaging).

export const uuid = () => z.string().uuid();
export const optionalText = (max: number) => text().trim().max(max).nullish();
export const paymentModeSchema = z.enum(['REST', 'CLOUD']);
export const connectionStatusSchema = z.enum(['connected', 'connecting', 'disconnected']);
