import { FABRICS, PAINTED, RATTANS, WOODS } from '../palette.js';
import { UPHOLSTERY_OPTIONS, WOOD_OPTIONS } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const diningSets = defineModels(
  {
    categoryKey: 'dining-sets',
    kind: 'dining-set',
    colours: WOODS,
    pricePesos: [22000, 68000],
    widthCm: [120, 200],
    depthCm: [75, 100],
    heightCm: [75, 77],
    weightKg: [60, 140],
    assembly: 'required',
    warrantyYears: 2,
    care: 'Wipe with a damp cloth and dry immediately; use placemats and trivets under hot dishes.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'The table and chairs are finished together, so the tones match perfectly.',
      'Chair legs have felt pads to protect tile and wood floors.',
      'Sized for family meals, with room to spare for Noche Buena.',
    ],
    protection: true,
  },
  [
    {
      name: 'Narra Wood Dining Set 6-Seater',
      materials: ['Narra Wood'],
      colours: ['narra-brown', 'dark-mahogany', 'walnut'],
      pricePesos: [45000, 68000],
      pitch: 'includes a solid narra table and six cross-back chairs for the whole family',
      secondCategoryKey: 'dining-tables',
    },
    {
      name: '4-Seater Acacia Dining Set',
      materials: ['Acacia Wood', 'Fabric'],
      pricePesos: [22000, 36000],
      widthCm: [110, 130],
      pitch: 'comes with a compact acacia table and four cushioned chairs for condo dining',
    },
    {
      name: 'Extendable Dining Set 8-Seater',
      materials: ['Mahogany Wood', 'Fabric'],
      pricePesos: [48000, 68000],
      widthCm: [180, 240],
      pitch: 'extends from six to eight seats with a hidden butterfly leaf',
    },
    {
      name: 'Round Pedestal Dining Set 4-Seater',
      materials: ['Engineered Wood', 'Solid Wood'],
      colours: [...WOODS, 'white'],
      pricePesos: [24000, 38000],
      widthCm: [100, 110],
      depthCm: [100, 110],
      pitch: 'gathers four around a round pedestal table with plenty of legroom',
    },
  ],
);

const diningTables = defineModels(
  {
    categoryKey: 'dining-tables',
    kind: 'dining-table',
    colours: WOODS,
    pricePesos: [12000, 45000],
    widthCm: [120, 200],
    depthCm: [80, 100],
    heightCm: [75, 77],
    weightKg: [35, 90],
    assembly: 'minimal',
    warrantyYears: 2,
    care: 'Wipe with a damp cloth and dry immediately; re-oil the top once a year.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Kiln-dried hardwood resists warping in humid weather.',
      'Adjustable feet keep the table steady on uneven floors.',
      'Every top is sanded and sealed by hand.',
    ],
  },
  [
    {
      name: 'Narra Wood Dining Table 6-Seater',
      materials: ['Narra Wood'],
      colours: ['narra-brown', 'dark-mahogany', 'walnut'],
      pricePesos: [28000, 45000],
      pitch: 'is a heirloom-quality solid narra table that seats six',
    },
    {
      name: 'Round Pedestal Dining Table',
      materials: ['Solid Wood'],
      materialOptions: WOOD_OPTIONS,
      widthCm: [100, 120],
      depthCm: [100, 120],
      pitch: 'rests on a single sculpted pedestal, so nobody has to straddle a table leg',
    },
    {
      name: 'Extendable Dining Table',
      materials: ['Engineered Wood', 'Solid Wood', 'Steel'],
      colours: [...WOODS, 'white'],
      pricePesos: [16000, 30000],
      pitch: 'grows from four to eight seats when relatives come over',
    },
    {
      name: 'Live-Edge Acacia Dining Table',
      materials: ['Acacia Wood', 'Steel'],
      colours: ['natural-acacia', 'walnut'],
      pricePesos: [26000, 42000],
      pitch: 'keeps the natural edge of the acacia slab on powder-coated steel legs',
    },
  ],
);

const diningChairs = defineModels(
  {
    categoryKey: 'dining-chairs',
    kind: 'dining-chair',
    colours: WOODS,
    pricePesos: [2800, 8500],
    widthCm: [44, 52],
    depthCm: [48, 56],
    heightCm: [82, 95],
    weightKg: [5, 9],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Wipe with a damp cloth; tighten screws every few months.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Sold individually, so you can mix and match around your table.',
      'A contoured seat keeps long dinners comfortable.',
      'Stackable for easy storage after parties.',
    ],
    extraSpecs: [{ label: 'Seat Height', value: '46 cm' }],
  },
  [
    {
      name: 'Cross-Back Dining Chair',
      materials: ['Mahogany Wood'],
      colours: [...WOODS, ...PAINTED],
      pitch: 'is a farmhouse favourite with an X-shaped back and a sturdy frame',
    },
    {
      name: 'Upholstered Dining Chair',
      materials: ['Fabric', 'Solid Wood'],
      colours: FABRICS,
      materialOptions: UPHOLSTERY_OPTIONS,
      pitch: 'has a padded seat and back for lingering over coffee after dinner',
    },
    {
      name: 'Rattan-Back Dining Chair',
      materials: ['Rattan', 'Solid Wood'],
      colours: RATTANS,
      pitch: 'combines a woven rattan backrest with a solid wood frame',
      origin: 'Handwoven in Cebu, Philippines',
    },
    {
      name: 'Bentwood Dining Chair',
      materials: ['Solid Wood'],
      colours: ['light-oak', 'walnut', 'black'],
      pitch: 'is steam-bent into a light, curved silhouette',
    },
  ],
);

const buffets = defineModels(
  {
    categoryKey: 'buffets',
    kind: 'buffet',
    colours: WOODS,
    pricePesos: [12000, 34000],
    widthCm: [140, 180],
    depthCm: [40, 48],
    heightCm: [75, 85],
    weightKg: [40, 80],
    assembly: 'minimal',
    warrantyYears: 2,
    care: 'Dust weekly; keep away from air-conditioner vents to avoid drying the wood.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Adjustable shelves fit serving platters, rice cookers and glassware.',
      'Solid brass pulls develop a warm patina over time.',
      'The top is wide enough for a buffet spread during fiestas.',
    ],
  },
  [
    {
      name: 'Mahogany Buffet Cabinet',
      materials: ['Mahogany Wood', 'Brass Hardware'],
      colours: ['dark-mahogany', 'walnut', 'narra-brown'],
      pricePesos: [20000, 34000],
      pitch: 'gives your serveware a proper home behind three solid mahogany doors',
    },
    {
      name: 'Rattan Door Sideboard',
      materials: ['Rattan', 'Acacia Wood'],
      colours: ['natural-acacia', 'walnut', 'light-oak', 'whitewash'],
      pitch: 'fronts its cabinets with hand-woven rattan for a breezy, tropical look',
      origin: 'Handwoven in Cebu, Philippines',
    },
    {
      name: 'Slatted Credenza',
      materials: ['Engineered Wood', 'Solid Wood'],
      colours: [...WOODS, 'black', 'sage'],
      pricePesos: [12000, 22000],
      pitch: 'has a mid-century slatted front and tapered legs',
    },
  ],
);

export const DINING_MODELS: readonly ProductModel[] = [
  ...diningSets,
  ...diningTables,
  ...diningChairs,
  ...buffets,
];
