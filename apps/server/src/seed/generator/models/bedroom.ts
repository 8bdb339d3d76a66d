import { FABRICS, PAINTED, WOODS } from '../palette.js';
import { BED_SIZES, WOOD_OPTIONS } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const beds = defineModels(
  {
    categoryKey: 'beds',
    kind: 'bed',
    colours: WOODS,
    pricePesos: [14000, 40000],
    widthCm: [100, 190],
    depthCm: [205, 215],
    heightCm: [95, 120],
    weightKg: [45, 90],
    sizes: BED_SIZES,
    assembly: 'required',
    warrantyYears: 3,
    care: 'Dust weekly and tighten bolts every six months; wipe wood with a dry cloth.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Solid wooden slats support any foam, spring or hybrid mattress — no box spring needed.',
      'A centre support rail keeps the frame quiet and sturdy.',
      'Free assembly by our delivery team within Metro Manila.',
    ],
    extraSpecs: [{ label: 'Under-Bed Clearance', value: '25 cm' }],
    protection: true,
  },
  [
    {
      name: 'Narra Wood Platform Bed',
      materials: ['Narra Wood'],
      colours: ['narra-brown', 'dark-mahogany', 'walnut'],
      pricePesos: [22000, 40000],
      pitch: 'is built from solid narra with a low platform and a paneled headboard',
    },
    {
      name: 'Upholstered Headboard Bed Frame',
      materials: ['Fabric', 'Solid Wood', 'Foam Padding'],
      colours: FABRICS,
      pricePesos: [16000, 32000],
      pitch: 'features a channel-tufted headboard that is soft to lean on while reading',
    },
    {
      name: 'Storage Bed with Hydraulic Lift',
      materials: ['Engineered Wood', 'Steel', 'Leatherette'],
      colours: ['charcoal', 'mocha', 'oatmeal', 'slate-grey'],
      pricePesos: [24000, 40000],
      pitch: 'lifts on gas struts to reveal a full-size storage compartment underneath',
      extraSpecs: [{ label: 'Storage Volume', value: 'Up to 600 litres (Queen)' }],
    },
    {
      name: 'Rattan Headboard Bed',
      materials: ['Rattan', 'Mahogany Wood'],
      colours: ['natural-rattan', 'honey-rattan'],
      pricePesos: [18000, 34000],
      pitch: 'frames your pillows with a hand-woven rattan headboard on a mahogany base',
      origin: 'Handwoven in Cebu, Philippines',
    },
  ],
);

const mattresses = defineModels(
  {
    categoryKey: 'mattresses',
    kind: 'mattress',
    colours: ['navy', 'slate-grey', 'teal', 'charcoal'],
    pricePesos: [8000, 30000],
    widthCm: [91, 183],
    depthCm: [188, 190],
    heightCm: [20, 30],
    weightKg: [18, 45],
    sizes: BED_SIZES,
    assembly: 'none',
    warrantyYears: 10,
    care: 'Rotate head-to-foot every three months and use a washable mattress protector.',
    origin: 'Made in Laguna, Philippines',
    features: [
      'A breathable knitted cover helps you sleep cooler on humid nights.',
      'Delivered compressed and rolled, so it fits through condo hallways and elevators.',
      'Reinforced edges let you use the full width without rolling off.',
    ],
    protection: true,
  },
  [
    {
      name: 'Pocketed Spring Mattress',
      materials: ['Pocket Springs', 'Foam', 'Knitted Fabric'],
      pitch:
        'isolates motion with individually wrapped springs, so you are not disturbed by your partner',
      extraSpecs: [{ label: 'Firmness', value: 'Medium-firm' }],
    },
    {
      name: 'Orthopedic Foam Mattress',
      materials: ['High-Density Foam', 'Knitted Fabric'],
      pricePesos: [8000, 20000],
      pitch: 'gives firm, even support that many back sleepers prefer',
      extraSpecs: [{ label: 'Firmness', value: 'Firm' }],
    },
    {
      name: 'Hybrid Pillow-Top Mattress',
      materials: ['Pocket Springs', 'Memory Foam', 'Knitted Fabric'],
      pricePesos: [16000, 30000],
      pitch: 'combines pocketed springs with a plush pillow-top layer',
      extraSpecs: [{ label: 'Firmness', value: 'Medium' }],
    },
    {
      name: 'Cooling Gel Memory Foam Mattress',
      materials: ['Gel Memory Foam', 'Foam', 'Knitted Fabric'],
      pitch: 'uses gel-infused memory foam that draws heat away from the body',
      extraSpecs: [{ label: 'Firmness', value: 'Medium-soft' }],
    },
  ],
);

const wardrobes = defineModels(
  {
    categoryKey: 'wardrobes',
    kind: 'wardrobe',
    colours: [...WOODS, 'white'],
    pricePesos: [9000, 36000],
    widthCm: [90, 180],
    depthCm: [55, 60],
    heightCm: [180, 210],
    weightKg: [55, 120],
    assembly: 'required',
    warrantyYears: 2,
    care: 'Wipe with a dry cloth; place a moisture absorber inside during the rainy season.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Includes a full-width hanging rail, two adjustable shelves and an anti-tip kit.',
      'Vents at the back keep clothes fresh during humid months.',
      'Soft-close hinges keep doors quiet at night.',
    ],
  },
  [
    {
      name: '2-Door Wardrobe with Mirror',
      materials: ['Engineered Wood', 'Mirror Glass'],
      pricePesos: [9000, 18000],
      pitch: 'has a full-length mirror inside one door and a hanging rail behind the other',
    },
    {
      name: '3-Door Mahogany Wardrobe',
      materials: ['Mahogany Wood', 'Brass Hardware'],
      colours: ['dark-mahogany', 'walnut', 'narra-brown'],
      pricePesos: [22000, 36000],
      pitch: 'is built from solid mahogany with three doors and two bottom drawers',
    },
    {
      name: 'Sliding Door Wardrobe',
      materials: ['Engineered Wood', 'Aluminium'],
      colours: ['white', 'light-oak', 'walnut', 'black'],
      pricePesos: [14000, 28000],
      pitch: 'saves floor space in small bedrooms with quiet, smooth sliding doors',
    },
  ],
);

const nightstands = defineModels(
  {
    categoryKey: 'nightstands',
    kind: 'nightstand',
    colours: WOODS,
    pricePesos: [2500, 8500],
    widthCm: [40, 55],
    depthCm: [35, 42],
    heightCm: [50, 60],
    weightKg: [6, 16],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Wipe with a soft dry cloth; use a coaster for glasses and mugs.',
    origin: 'Made in Cebu, Philippines',
    features: [
      'Metal drawer runners glide smoothly even when fully loaded.',
      'A cord notch at the back lets you charge your phone inside the drawer.',
      'Sold individually; buy two for a matching pair.',
    ],
  },
  [
    {
      name: '2-Drawer Nightstand',
      materials: ['Engineered Wood', 'Steel Runners'],
      colours: [...WOODS, ...PAINTED],
      pitch: 'gives you two roomy drawers and a wide top for a lamp and your phone',
    },
    {
      name: 'Acacia Bedside Table',
      materials: ['Acacia Wood'],
      materialOptions: WOOD_OPTIONS,
      pitch: 'is made of solid hardwood with a single drawer and an open shelf',
    },
    {
      name: 'Rattan-Front Bedside Table',
      materials: ['Rattan', 'Mahogany Wood'],
      colours: ['natural-acacia', 'walnut', 'light-oak'],
      pitch: 'pairs woven rattan drawer fronts with a mahogany frame',
      origin: 'Handwoven in Cebu, Philippines',
    },
  ],
);

const dressers = defineModels(
  {
    categoryKey: 'dressers',
    kind: 'dresser',
    colours: [...WOODS, 'white', 'sage'],
    pricePesos: [8000, 26000],
    widthCm: [80, 140],
    depthCm: [42, 50],
    heightCm: [80, 120],
    weightKg: [30, 70],
    assembly: 'required',
    warrantyYears: 2,
    care: 'Dust regularly; do not overload drawers beyond 10 kg each.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Anti-tip hardware is included for homes with small children.',
      'Dovetail-joined drawers stay square for years.',
      'The wide top doubles as a vanity or a spot for family photos.',
    ],
  },
  [
    {
      name: '6-Drawer Dresser',
      materials: ['Engineered Wood', 'Solid Wood'],
      pitch: 'offers six deep drawers in a low, wide body',
    },
    {
      name: 'Tallboy Chest of Drawers',
      materials: ['Engineered Wood', 'Steel Runners'],
      pricePesos: [8000, 15000],
      widthCm: [60, 80],
      heightCm: [110, 125],
      pitch: 'stacks five drawers on a small footprint for condos and kids’ rooms',
    },
    {
      name: '4-Drawer Acacia Dresser',
      materials: ['Acacia Wood', 'Brass Hardware'],
      pricePesos: [14000, 26000],
      pitch: 'is crafted from solid acacia with brass pulls and a hand-rubbed oil finish',
    },
  ],
);

export const BEDROOM_MODELS: readonly ProductModel[] = [
  ...beds,
  ...mattresses,
  ...wardrobes,
  ...nightstands,
  ...dressers,
];
