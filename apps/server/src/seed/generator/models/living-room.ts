import { FABRICS, LEATHERETTES, RATTANS, WOODS } from '../palette.js';
import { UPHOLSTERY_OPTIONS, WOOD_OPTIONS } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const sofas = defineModels(
  {
    categoryKey: 'sofas',
    kind: 'sofa',
    colours: FABRICS,
    pricePesos: [18000, 48000],
    widthCm: [190, 230],
    depthCm: [85, 98],
    heightCm: [78, 90],
    weightKg: [38, 62],
    assembly: 'minimal',
    warrantyYears: 2,
    care: 'Vacuum weekly; spot-clean with a damp cloth and mild soap. Keep out of direct sunlight.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'High-resilience foam cushions keep their shape through years of daily lounging.',
      'The kiln-dried frame is treated against termites and humidity.',
      'Removable seat covers zip off for easy cleaning.',
      'Deep seats and plush back pillows make it just as good for naps as for movie nights.',
    ],
    extraSpecs: [
      { label: 'Seat Height', value: '45 cm' },
      { label: 'Weight Capacity', value: '120 kg per seat' },
    ],
    protection: true,
  },
  [
    {
      name: '3-Seater Fabric Sofa',
      materials: ['Fabric', 'Solid Wood', 'High-Resilience Foam'],
      pitch: 'is a roomy three-seater with soft woven upholstery and tapered solid wood legs',
    },
    {
      name: '2-Seater Leatherette Loveseat',
      materials: ['Leatherette', 'Engineered Wood', 'Pocket Springs'],
      colours: LEATHERETTES,
      pricePesos: [18000, 32000],
      widthCm: [145, 165],
      pitch: 'fits compact condo living rooms with its wipe-clean leatherette and slim arms',
    },
    {
      name: 'Sofa Bed with Pull-Out Frame',
      materials: ['Fabric', 'Steel', 'Solid Wood'],
      pricePesos: [24000, 42000],
      pitch: 'turns into a full-size guest bed in seconds thanks to its steel pull-out frame',
      assembly: 'required',
    },
    {
      name: 'Mid-Century 3-Seater Sofa',
      materials: ['Fabric', 'Acacia Wood'],
      pricePesos: [28000, 52000],
      materialOptions: UPHOLSTERY_OPTIONS,
      pitch:
        'brings clean mid-century lines, button-tufted cushions and solid acacia legs to the living room',
    },
  ],
);

const sectionals = defineModels(
  {
    categoryKey: 'sectionals',
    kind: 'sectional',
    colours: FABRICS,
    pricePesos: [38000, 65000],
    widthCm: [260, 320],
    depthCm: [150, 175],
    heightCm: [80, 90],
    weightKg: [70, 110],
    assembly: 'required',
    warrantyYears: 2,
    care: 'Vacuum weekly and rotate cushions monthly; blot spills immediately with a clean cloth.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'The chaise can be set on the left or right to suit your room.',
      'Connector brackets keep the modules aligned on tiled floors.',
      'Stain-resistant performance fabric handles kids, pets and merienda spills.',
    ],
    extraSpecs: [{ label: 'Seat Height', value: '44 cm' }],
    protection: true,
  },
  [
    {
      name: 'L-Shaped Sectional Sofa',
      materials: ['Fabric', 'Solid Wood', 'High-Resilience Foam'],
      pitch: 'seats five comfortably with a generous chaise for stretching out',
      secondCategoryKey: 'sofas',
    },
    {
      name: 'Modular Sectional with Ottoman',
      materials: ['Fabric', 'Engineered Wood', 'Foam'],
      pitch: 'is built from modules you can rearrange, plus a matching ottoman',
    },
    {
      name: 'Reversible Chaise Sectional',
      materials: ['Leatherette', 'Solid Wood'],
      colours: LEATHERETTES,
      pitch: 'pairs easy-wipe leatherette with a chaise that switches sides in minutes',
    },
  ],
);

const coffeeTables = defineModels(
  {
    categoryKey: 'coffee-tables',
    kind: 'coffee-table',
    colours: WOODS,
    pricePesos: [4500, 16000],
    widthCm: [100, 130],
    depthCm: [55, 70],
    heightCm: [40, 46],
    weightKg: [14, 32],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Wipe with a soft dry cloth; use coasters and avoid placing hot items directly on the surface.',
    origin: 'Made in Cebu, Philippines',
    features: [
      'A lower shelf keeps magazines, remotes and board games tidy.',
      'Rounded corners make it friendly for homes with small kids.',
      'Each top shows its own natural grain, so no two pieces are alike.',
    ],
  },
  [
    {
      name: 'Acacia Wood Coffee Table',
      materials: ['Acacia Wood'],
      pitch: 'is cut from solid acacia with a thick, rounded-edge top',
    },
    {
      name: 'Round Narra Coffee Table',
      materials: ['Narra Wood'],
      colours: ['narra-brown', 'dark-mahogany', 'walnut'],
      pricePesos: [9000, 16000],
      pitch: 'showcases the deep red-brown grain of Philippine narra on a round top',
    },
    {
      name: 'Woven Rattan Coffee Table',
      materials: ['Rattan', 'Tempered Glass', 'Solid Wood'],
      colours: RATTANS,
      pitch: 'wraps a hand-woven rattan base under a tempered glass top',
      origin: 'Handwoven in Cebu, Philippines',
    },
    {
      name: 'Lift-Top Coffee Table',
      materials: ['Engineered Wood', 'Steel'],
      colours: ['walnut', 'light-oak', 'white', 'black'],
      pricePesos: [6500, 12000],
      assembly: 'required',
      pitch: 'lifts to dining height so you can eat or work from the sofa',
    },
  ],
);

const tvConsoles = defineModels(
  {
    categoryKey: 'tv-consoles',
    kind: 'tv-console',
    colours: WOODS,
    pricePesos: [6000, 26000],
    widthCm: [150, 200],
    depthCm: [38, 45],
    heightCm: [50, 60],
    weightKg: [25, 55],
    assembly: 'required',
    warrantyYears: 1,
    care: 'Dust regularly; keep electronics ventilated and wipe with a slightly damp cloth.',
    origin: 'Made in Pampanga, Philippines',
    features: [
      'Cable cut-outs at the back keep cords out of sight.',
      'Holds screens up to 75 inches and 50 kg on top.',
      'Soft-close doors hide consoles, routers and remotes.',
    ],
  },
  [
    {
      name: 'Mahogany TV Console 180 cm',
      materials: ['Mahogany Wood', 'Brass Hardware'],
      colours: ['dark-mahogany', 'walnut', 'narra-brown'],
      pricePesos: [14000, 26000],
      pitch: 'offers 180 cm of solid mahogany with two cabinets and an open media shelf',
    },
    {
      name: 'Slatted Media Console',
      materials: ['Acacia Wood', 'Engineered Wood'],
      materialOptions: WOOD_OPTIONS,
      pitch: 'uses slatted doors so remote signals pass through while clutter stays hidden',
    },
    {
      name: 'Minimalist TV Stand with Drawers',
      materials: ['Engineered Wood', 'Steel'],
      colours: ['white', 'light-oak', 'black', 'walnut'],
      pricePesos: [6000, 12000],
      pitch: 'keeps things simple with a low profile, two drawers and powder-coated steel legs',
    },
  ],
);

const accentChairs = defineModels(
  {
    categoryKey: 'accent-chairs',
    kind: 'armchair',
    colours: FABRICS,
    pricePesos: [6500, 22000],
    widthCm: [70, 85],
    depthCm: [72, 85],
    heightCm: [80, 105],
    weightKg: [10, 22],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Dust with a soft brush; keep rattan away from prolonged direct sun and rain.',
    origin: 'Handcrafted in Cebu, Philippines',
    features: [
      'Pair two with a side table for an instant reading corner.',
      'The seat cushion cover is removable and machine-washable.',
      'Light enough to move between the sala, the bedroom and the lanai.',
    ],
  },
  [
    {
      name: 'Rattan Lounge Chair',
      kind: 'rattan-chair',
      materials: ['Rattan', 'Cotton Cushion'],
      colours: RATTANS,
      pitch: 'is hand-woven by Cebuano artisans around a sturdy rattan pole frame',
      secondCategoryKey: 'outdoor-loungers',
    },
    {
      name: 'Peacock Rattan Chair',
      kind: 'rattan-chair',
      materials: ['Rattan', 'Fabric Cushion'],
      colours: RATTANS,
      pricePesos: [12000, 22000],
      heightCm: [140, 160],
      pitch: 'revives the classic high-backed peacock chair with a tight, even weave',
    },
    {
      name: 'Bouclé Accent Armchair',
      materials: ['Bouclé Fabric', 'Solid Wood'],
      colours: ['oatmeal', 'sand-beige', 'sage', 'blush'],
      pitch: 'wraps a rounded silhouette in soft, textured bouclé',
      origin: 'Made in Pampanga, Philippines',
    },
    {
      name: 'Wingback Accent Chair',
      materials: ['Fabric', 'Solid Wood'],
      materialOptions: UPHOLSTERY_OPTIONS,
      pitch: 'has tall wings and a supportive back for long afternoons with a book',
      origin: 'Made in Pampanga, Philippines',
    },
  ],
);

export const LIVING_ROOM_MODELS: readonly ProductModel[] = [
  ...sofas,
  ...sectionals,
  ...coffeeTables,
  ...tvConsoles,
  ...accentChairs,
];
