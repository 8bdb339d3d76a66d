import { FABRICS, RATTANS } from '../palette.js';
import { RUG_SIZES } from './sizes.js';
import type { ProductModel } from './types.js';
import { defineModels } from './types.js';

const lamps = defineModels(
  {
    categoryKey: 'lamps',
    kind: 'table-lamp',
    colours: ['capiz-pearl', 'capiz-amber'],
    pricePesos: [1200, 6000],
    widthCm: [25, 45],
    depthCm: [25, 45],
    heightCm: [40, 70],
    weightKg: [1, 5],
    assembly: 'minimal',
    warrantyYears: 1,
    care: 'Switch off and unplug before cleaning; dust with a dry, soft brush.',
    origin: 'Handcrafted in Capiz, Philippines',
    features: [
      'Takes a standard E27 bulb; warm white LED recommended.',
      'Casts a soft, dappled glow that makes any room cosier.',
      'Each piece is handmade, so slight variations are part of its charm.',
    ],
    extraSpecs: [{ label: 'Bulb', value: 'E27, max 40 W (not included)' }],
  },
  [
    {
      name: 'Capiz Shell Pendant Lamp',
      kind: 'pendant-lamp',
      materials: ['Capiz Shell', 'Steel'],
      pricePesos: [2800, 6000],
      heightCm: [35, 60],
      pitch: 'layers hundreds of hand-cut capiz shells into a shimmering pendant',
      extraSpecs: [{ label: 'Cord Length', value: '100 cm, adjustable' }],
    },
    {
      name: 'Rattan Table Lamp',
      materials: ['Rattan', 'Ceramic'],
      colours: RATTANS,
      pitch: 'pairs a hand-woven rattan shade with a glazed ceramic base',
      origin: 'Handwoven in Cebu, Philippines',
    },
    {
      name: 'Tripod Floor Lamp',
      kind: 'floor-lamp',
      materials: ['Solid Wood', 'Linen Shade'],
      colours: ['oatmeal', 'white', 'charcoal', 'mustard'],
      pricePesos: [3200, 6000],
      heightCm: [150, 165],
      weightKg: [4, 7],
      pitch: 'stands on three solid wood legs under a wide linen drum shade',
      origin: 'Made in Pampanga, Philippines',
    },
    {
      name: 'Bamboo Pendant Lamp',
      kind: 'pendant-lamp',
      materials: ['Bamboo', 'Steel'],
      colours: ['bamboo', 'natural-rattan'],
      pricePesos: [1800, 4500],
      pitch: 'is woven from thin bamboo strips into a light, airy dome',
      origin: 'Handwoven in Pampanga, Philippines',
    },
    {
      name: 'Ceramic Table Lamp',
      materials: ['Ceramic', 'Linen Shade'],
      colours: ['white', 'oatmeal', 'sage', 'terracotta'],
      pricePesos: [1200, 3500],
      pitch: 'sets a linen shade on a gourd-shaped ceramic base',
      origin: 'Made in Laguna, Philippines',
    },
    {
      name: 'Capiz Parol Star Lantern',
      kind: 'parol',
      materials: ['Capiz Shell', 'Bamboo', 'Steel'],
      colours: ['festive-red', 'gold', 'capiz-pearl'],
      pricePesos: [1500, 4800],
      heightCm: [60, 90],
      secondCategoryKey: 'christmas-decor',
      pitch: 'is a handmade Pampanga-style parol with capiz panels and trailing tails',
      origin: 'Handcrafted in Pampanga, Philippines',
    },
  ],
);

const mirrors = defineModels(
  {
    categoryKey: 'mirrors',
    kind: 'mirror',
    colours: ['natural-acacia', 'walnut', 'matte-black', 'brass'],
    pricePesos: [1800, 8500],
    widthCm: [50, 80],
    depthCm: [3, 5],
    heightCm: [60, 170],
    weightKg: [3, 18],
    assembly: 'none',
    warrantyYears: 1,
    care: 'Clean the glass with a glass cleaner sprayed onto a cloth, not directly on the mirror.',
    origin: 'Made in Cebu, Philippines',
    features: [
      'Copper-free silvered glass resists black spots in humid bathrooms.',
      'Comes with wall-mounting hardware.',
      'Makes small rooms feel brighter and larger.',
    ],
  },
  [
    {
      name: 'Rattan Sunburst Mirror',
      kind: 'sunburst-mirror',
      materials: ['Rattan', 'Mirror Glass'],
      colours: RATTANS,
      heightCm: [60, 90],
      pitch: 'surrounds a round mirror with hand-bent rattan rays',
    },
    {
      name: 'Arched Floor Mirror',
      materials: ['Solid Wood', 'Mirror Glass'],
      pricePesos: [4500, 8500],
      heightCm: [160, 170],
      pitch: 'leans against the wall with a graceful arched top',
    },
    {
      name: 'Full-Length Standing Mirror',
      materials: ['Aluminium', 'Mirror Glass'],
      colours: ['matte-black', 'brass', 'white'],
      pricePesos: [2500, 5500],
      heightCm: [150, 165],
      pitch: 'has a slim metal frame and a stand for outfit checks',
    },
  ],
);

const rugs = defineModels(
  {
    categoryKey: 'rugs',
    kind: 'rug',
    colours: ['terracotta', 'navy', 'teal', 'olive', 'mustard', 'slate-grey'],
    pricePesos: [1500, 6000],
    widthCm: [120, 200],
    depthCm: [170, 290],
    heightCm: [1, 2],
    weightKg: [2, 12],
    sizes: RUG_SIZES,
    assembly: 'none',
    warrantyYears: 1,
    care: 'Vacuum without the beater bar; spot-clean and air-dry in the shade.',
    origin: 'Handwoven in Bicol, Philippines',
    features: [
      'A non-slip underlay is recommended on tile floors.',
      'Low pile means doors open over it easily.',
      'Woven with colour-fast dyes that stand up to sunlight.',
    ],
  },
  [
    {
      name: 'Abaca Woven Rug',
      materials: ['Abaca Fibre'],
      colours: ['abaca-natural', 'terracotta', 'olive'],
      pitch: 'is hand-loomed from durable abaca fibre in a subtle diamond weave',
    },
    {
      name: 'Hand-Tufted Wool Rug',
      materials: ['Wool', 'Cotton Backing'],
      pricePesos: [3500, 6000],
      pitch: 'is plush underfoot with a hand-tufted geometric pattern',
      origin: 'Made in Laguna, Philippines',
    },
    {
      name: 'Flatweave Cotton Rug',
      materials: ['Cotton'],
      pricePesos: [1500, 3000],
      pitch: 'is light, reversible and machine-washable in smaller sizes',
    },
    {
      name: 'Banig-Inspired Area Rug',
      materials: ['Seagrass', 'Cotton'],
      pitch: 'borrows the bold patterns of the traditional banig sleeping mat',
      origin: 'Handwoven in Samar, Philippines',
    },
  ],
);

const wallArt = defineModels(
  {
    categoryKey: 'wall-art',
    kind: 'wall-art',
    colours: ['terracotta', 'sage', 'navy', 'mustard', 'teal', 'blush'],
    pricePesos: [1200, 7000],
    widthCm: [40, 90],
    depthCm: [3, 4],
    heightCm: [50, 120],
    weightKg: [1, 6],
    assembly: 'none',
    warrantyYears: 1,
    care: 'Dust the frame gently; keep out of direct sunlight to prevent fading.',
    origin: 'Printed in Makati, Philippines',
    features: [
      'Arrives ready to hang with a sawtooth hanger.',
      'Printed on archival paper with fade-resistant inks.',
      'Looks great alone or as part of a gallery wall.',
    ],
  },
  [
    {
      name: 'Abstract Canvas Print',
      materials: ['Canvas', 'Pine Wood Frame'],
      pitch: 'brings soft, layered landscapes in earthy tones to your wall',
    },
    {
      name: 'Framed Botanical Print',
      materials: ['Archival Paper', 'Solid Wood Frame', 'Acrylic Glazing'],
      colours: ['sage', 'olive', 'emerald', 'oatmeal'],
      pricePesos: [1200, 3500],
      pitch: 'celebrates native Philippine plants like the anahaw and monstera',
    },
    {
      name: 'Mountain Landscape Print',
      materials: ['Archival Paper', 'Solid Wood Frame'],
      colours: FABRICS.slice(4, 10),
      pitch: 'captures the layered ridges of the Cordilleras at sunrise',
    },
  ],
);

export const DECOR_MODELS: readonly ProductModel[] = [...lamps, ...mirrors, ...rugs, ...wallArt];
