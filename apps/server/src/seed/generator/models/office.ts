import { LEATHERETTES, PAINTED, WOODS } from '../palette.js';
import { DESK_SIZES } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const desks = defineModels(
  {
    categoryKey: 'office-desks',
    kind: 'desk',
    colours: WOODS,
    pricePesos: [5500, 24000],
    widthCm: [100, 140],
    depthCm: [55, 70],
    heightCm: [74, 76],
    weightKg: [20, 45],
    assembly: 'required',
    warrantyYears: 1,
    care: 'Wipe with a soft cloth; avoid abrasive cleaners on the desktop finish.',
    origin: 'Made in Laguna, Philippines',
    features: [
      'A grommet and cable tray keep chargers and monitor cords tidy.',
      'The scratch-resistant top stands up to daily work-from-home use.',
      'Deep drawers fit A4 folders and a laptop.',
    ],
  },
  [
    {
      name: 'Writing Desk with Drawer',
      materials: ['Engineered Wood', 'Solid Wood'],
      colours: [...WOODS, ...PAINTED],
      sizes: DESK_SIZES,
      pricePesos: [5500, 11000],
      pitch: 'is a compact study desk with a drawer pedestal for condos and bedrooms',
    },
    {
      name: 'Height-Adjustable Standing Desk',
      materials: ['Steel', 'Engineered Wood'],
      colours: ['white', 'black', 'walnut', 'light-oak'],
      sizes: DESK_SIZES,
      pricePesos: [14000, 24000],
      pitch:
        'raises from sitting to standing height at the touch of a button on a dual-motor frame',
      extraSpecs: [{ label: 'Height Range', value: '71–121 cm' }],
    },
    {
      name: 'L-Shaped Corner Desk',
      materials: ['Engineered Wood', 'Steel'],
      widthCm: [140, 160],
      depthCm: [120, 140],
      pricePesos: [8500, 16000],
      pitch: 'wraps around a corner to fit two monitors and a printer',
    },
    {
      name: 'Acacia Study Desk',
      materials: ['Acacia Wood'],
      colours: ['natural-acacia', 'walnut'],
      pricePesos: [12000, 22000],
      pitch: 'brings warm solid acacia to your workspace',
      origin: 'Made in Cebu, Philippines',
    },
  ],
);

const officeChairs = defineModels(
  {
    categoryKey: 'office-chairs',
    kind: 'office-chair',
    colours: ['black', 'charcoal', 'slate-grey', 'navy'],
    pricePesos: [3500, 18000],
    widthCm: [60, 68],
    depthCm: [58, 66],
    heightCm: [110, 130],
    weightKg: [12, 22],
    assembly: 'minimal',
    warrantyYears: 3,
    care: 'Wipe mesh and leatherette with a damp cloth; check the casters for hair and lint.',
    origin: 'Assembled in Laguna, Philippines',
    features: [
      'A class-4 gas lift and nylon base are rated for 8-hour workdays.',
      'Smooth-rolling casters are safe on tiles and hardwood.',
      'Tilt tension and lock let you lean back during calls.',
    ],
    extraSpecs: [{ label: 'Weight Capacity', value: '120 kg' }],
    protection: true,
  },
  [
    {
      name: 'Ergonomic Mesh Office Chair',
      materials: ['Mesh', 'Nylon', 'Steel'],
      pricePesos: [6500, 18000],
      pitch: 'keeps you cool with a breathable mesh back and adjustable lumbar support',
    },
    {
      name: 'Executive Leatherette Chair',
      materials: ['Leatherette', 'Steel', 'Foam'],
      colours: LEATHERETTES,
      pricePesos: [8000, 18000],
      pitch: 'has a high padded back, headrest and padded armrests',
    },
    {
      name: 'Task Chair with Lumbar Support',
      materials: ['Fabric', 'Nylon', 'Foam'],
      pricePesos: [3500, 8000],
      pitch: 'is a compact, budget-friendly chair for students and home offices',
    },
  ],
);

const bookshelves = defineModels(
  {
    categoryKey: 'bookshelves',
    kind: 'bookshelf',
    colours: [...WOODS, 'white', 'black'],
    pricePesos: [3500, 16000],
    widthCm: [60, 100],
    depthCm: [28, 35],
    heightCm: [150, 200],
    weightKg: [18, 50],
    assembly: 'required',
    warrantyYears: 1,
    care: 'Dust shelves regularly; anchor to the wall with the included kit.',
    origin: 'Made in Laguna, Philippines',
    features: [
      'Each shelf holds up to 20 kg of books.',
      'Includes a wall anchor kit for earthquake safety.',
      'Adjustable shelves fit tall art books and toy bins.',
    ],
  },
  [
    {
      name: '5-Tier Bookshelf',
      materials: ['Engineered Wood'],
      pitch: 'gives you five open shelves for books, plants and collectibles',
    },
    {
      name: 'Bamboo Ladder Bookshelf',
      materials: ['Bamboo', 'Steel'],
      colours: ['bamboo', 'walnut', 'black'],
      pricePesos: [3500, 8000],
      pitch: 'leans against the wall with laminated bamboo shelves that narrow towards the top',
    },
    {
      name: 'Narra Wood Bookcase',
      materials: ['Narra Wood'],
      colours: ['narra-brown', 'dark-mahogany'],
      pricePesos: [10000, 16000],
      pitch: 'is a solid narra bookcase built to hold a lifetime of books',
      origin: 'Made in Pampanga, Philippines',
    },
    {
      name: 'Cube Storage Shelf',
      materials: ['Engineered Wood'],
      colours: ['white', 'light-oak', 'walnut', 'black'],
      pricePesos: [3500, 7500],
      pitch: 'has square cubbies that fit fabric bins, vinyl records and toys',
    },
  ],
);

const filingCabinets = defineModels(
  {
    categoryKey: 'filing-cabinets',
    kind: 'filing-cabinet',
    colours: ['steel-grey', 'matte-black', 'white'],
    pricePesos: [3800, 12500],
    widthCm: [40, 90],
    depthCm: [45, 62],
    heightCm: [60, 105],
    weightKg: [18, 45],
    assembly: 'none',
    warrantyYears: 2,
    care: 'Wipe with a damp cloth; lubricate drawer runners once a year.',
    origin: 'Made in Valenzuela, Philippines',
    features: [
      'A central lock secures all drawers with one key.',
      'Full-extension runners give access to the very back of each drawer.',
      'Fits letter, A4 and legal-size hanging folders.',
    ],
  },
  [
    {
      name: '3-Drawer Steel Filing Cabinet',
      materials: ['Steel'],
      pitch: 'is a heavy-gauge steel cabinet with three lockable drawers',
    },
    {
      name: 'Mobile Pedestal Cabinet',
      materials: ['Steel', 'Nylon Casters'],
      pricePesos: [3800, 7000],
      heightCm: [58, 64],
      pitch: 'rolls under your desk and doubles as an extra seat',
    },
    {
      name: 'Lateral Filing Cabinet',
      materials: ['Engineered Wood', 'Steel'],
      colours: ['walnut', 'light-oak', 'white'],
      pricePesos: [7500, 12500],
      pitch: 'stores files side to side and gives you a wide top for a printer',
    },
  ],
);

export const OFFICE_MODELS: readonly ProductModel[] = [
  ...desks,
  ...officeChairs,
  ...bookshelves,
  ...filingCabinets,
];
