import type { SizeOption } from './types.js';

export const BED_SIZES: readonly SizeOption[] = [
  { label: 'Single (36" × 75")', code: 'S', priceFactor: 1, widthCm: 91, depthCm: 190 },
  { label: 'Double (54" × 75")', code: 'D', priceFactor: 1.18, widthCm: 137, depthCm: 190 },
  { label: 'Queen (60" × 75")', code: 'Q', priceFactor: 1.3, widthCm: 152, depthCm: 190 },
  { label: 'King (72" × 75")', code: 'K', priceFactor: 1.45, widthCm: 183, depthCm: 190 },
];

export const RUG_SIZES: readonly SizeOption[] = [
  { label: '120 × 170 cm', code: '120', priceFactor: 1, widthCm: 120, depthCm: 170 },
  { label: '160 × 230 cm', code: '160', priceFactor: 1.6, widthCm: 160, depthCm: 230 },
  { label: '200 × 290 cm', code: '200', priceFactor: 2.3, widthCm: 200, depthCm: 290 },
];

export const DESK_SIZES: readonly SizeOption[] = [
  { label: '100 cm', code: '100', priceFactor: 1, widthCm: 100 },
  { label: '120 cm', code: '120', priceFactor: 1.12, widthCm: 120 },
  { label: '140 cm', code: '140', priceFactor: 1.25, widthCm: 140 },
];

export const HAMMOCK_SIZES: readonly SizeOption[] = [
  { label: 'Single', code: 'SGL', priceFactor: 1, widthCm: 150 },
  { label: 'Double', code: 'DBL', priceFactor: 1.35, widthCm: 200 },
];

export const WOOD_OPTIONS = [
  { label: 'Acacia', code: 'AC', priceFactor: 1 },
  { label: 'Mahogany', code: 'MH', priceFactor: 1.12 },
  { label: 'Narra', code: 'NR', priceFactor: 1.3 },
] as const;

export const UPHOLSTERY_OPTIONS = [
  { label: 'Fabric', code: 'FB', priceFactor: 1 },
  { label: 'Leatherette', code: 'LT', priceFactor: 1.15 },
] as const;
