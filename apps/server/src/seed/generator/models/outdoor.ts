import { FABRICS } from '../palette.js';
import { HAMMOCK_SIZES } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const OUTDOOR_FABRICS = ['oatmeal', 'navy', 'teal', 'terracotta', 'mustard', 'sage'] as const;

const patioSets = defineModels(
  {
    categoryKey: 'patio-sets',
    kind: 'patio-set',
    colours: OUTDOOR_FABRICS,
    pricePesos: [15000, 58000],
    widthCm: [160, 260],
    depthCm: [120, 180],
    heightCm: [75, 85],
    weightKg: [30, 85],
    assembly: 'minimal',
    warrantyYears: 2,
    care: 'Hose down and let dry; store cushions indoors during typhoon season.',
    origin: 'Made in Cebu, Philippines',
    features: [
      'UV-stabilised materials resist fading under the tropical sun.',
      'Quick-dry foam cushions with water-repellent covers.',
      'Rust-proof frames are built for coastal homes.',
    ],
  },
  [
    {
      name: '4-Seater Rattan Patio Set',
      materials: ['Synthetic Rattan', 'Aluminium', 'Olefin Fabric'],
      pitch: 'includes a glass-top table and four cushioned armchairs in all-weather rattan',
    },
    {
      name: 'Bistro Patio Set',
      materials: ['Steel', 'Olefin Fabric'],
      pricePesos: [15000, 24000],
      pitch: 'is a two-seater for balconies and small lanais, umbrella included',
    },
    {
      name: 'Acacia Outdoor Dining Set',
      materials: ['Acacia Wood', 'Olefin Fabric'],
      pricePesos: [32000, 58000],
      pitch: 'is made of oiled acacia that weathers to a soft silver-grey if left untreated',
    },
    {
      name: 'Synthetic Rattan Conversation Set',
      materials: ['Synthetic Rattan', 'Aluminium', 'Olefin Fabric'],
      pricePesos: [28000, 52000],
      pitch: 'arranges a loveseat, two armchairs and a low table for evening kuwentuhan',
    },
  ],
);

const loungers = defineModels(
  {
    categoryKey: 'outdoor-loungers',
    kind: 'lounger',
    colours: OUTDOOR_FABRICS,
    pricePesos: [7500, 24000],
    widthCm: [60, 75],
    depthCm: [190, 205],
    heightCm: [30, 90],
    weightKg: [12, 30],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Rinse with fresh water after pool use; cover or store during heavy rain.',
    origin: 'Made in Cebu, Philippines',
    features: [
      'The backrest adjusts to five positions, from sitting up to lying flat.',
      'Rear wheels make it easy to follow the sun or the shade.',
      'The water-repellent cushion dries quickly after a swim.',
    ],
  },
  [
    {
      name: 'Adjustable Sun Lounger',
      materials: ['Acacia Wood', 'Olefin Fabric'],
      pitch: 'is a classic poolside lounger in oiled acacia',
    },
    {
      name: 'Rattan Daybed Lounger',
      materials: ['Synthetic Rattan', 'Aluminium', 'Olefin Fabric'],
      pricePesos: [14000, 24000],
      pitch: 'is wide enough to curl up on, with a thick all-weather cushion',
    },
    {
      name: 'Aluminium Pool Lounger',
      materials: ['Aluminium', 'Textilene Mesh'],
      pricePesos: [7500, 12000],
      pitch: 'is light, rust-free and stackable for resorts and beach houses',
    },
  ],
);

const hammocks = defineModels(
  {
    categoryKey: 'hammocks',
    kind: 'hammock',
    colours: ['abaca-natural', 'mustard', 'teal', 'terracotta', 'navy'],
    pricePesos: [1800, 8500],
    widthCm: [150, 200],
    depthCm: [280, 320],
    heightCm: [100, 120],
    weightKg: [2, 25],
    sizes: HAMMOCK_SIZES,
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Hand-wash in cold water and dry in the shade; bring indoors when not in use.',
    origin: 'Handwoven in Bicol, Philippines',
    features: [
      'Holds up to 150 kg (single) or 200 kg (double).',
      'Comes with hanging ropes and carabiners.',
      'Folds into its own pouch for trips to the beach.',
    ],
  },
  [
    {
      name: 'Abaca Rope Hammock',
      materials: ['Abaca Fibre', 'Hardwood Spreader Bars'],
      colours: ['abaca-natural', 'mustard', 'terracotta'],
      pricePesos: [1800, 4500],
      pitch: 'is hand-knotted from strong, naturally glossy abaca fibre',
    },
    {
      name: 'Cotton Hammock with Steel Stand',
      materials: ['Cotton Canvas', 'Steel'],
      pricePesos: [5500, 8500],
      weightKg: [18, 25],
      pitch: 'needs no trees — its powder-coated stand sets up anywhere in minutes',
      origin: 'Made in Laguna, Philippines',
    },
    {
      name: 'Quilted Hammock with Pillow',
      materials: ['Polyester', 'Cotton'],
      colours: FABRICS.slice(0, 6),
      pricePesos: [2500, 5500],
      pitch: 'has a padded, quilted bed and a detachable pillow',
    },
  ],
);

export const OUTDOOR_MODELS: readonly ProductModel[] = [...patioSets, ...loungers, ...hammocks];
