import type { FurnitureKind } from './images/kinds.js';
import type { ColourKey } from './palette.js';

export interface ChildCategoryDefinition {
  key: string;
  name: string;
  /** Three letters that start product SKUs. */
  skuPrefix: string;
  description: string;
  image: { kinds: FurnitureKind[]; colour: ColourKey };
  isActive?: boolean;
}

export interface TopCategoryDefinition {
  key: string;
  name: string;
  description: string;
  image: { kinds: FurnitureKind[]; colour: ColourKey };
  children: ChildCategoryDefinition[];
}

export const CATEGORY_TREE: readonly TopCategoryDefinition[] = [
  {
    key: 'living-room',
    name: 'Living Room',
    description:
      'Sofas, sectionals, coffee tables and TV consoles for the heart of the home — made for family movie nights, merienda with guests and long Sunday afternoons.',
    image: { kinds: ['sofa', 'floor-lamp', 'rattan-chair'], colour: 'teal' },
    children: [
      {
        key: 'sofas',
        name: 'Sofas',
        skuPrefix: 'SOF',
        description:
          'Two- and three-seater sofas in easy-care fabric and leatherette, on solid wood frames.',
        image: { kinds: ['sofa'], colour: 'charcoal' },
      },
      {
        key: 'sectionals',
        name: 'Sectionals',
        skuPrefix: 'SEC',
        description: 'L-shaped and modular sectionals with room for the whole barkada.',
        image: { kinds: ['sectional'], colour: 'olive' },
      },
      {
        key: 'coffee-tables',
        name: 'Coffee Tables',
        skuPrefix: 'CFT',
        description: 'Solid wood, rattan and lift-top coffee tables to anchor your living room.',
        image: { kinds: ['coffee-table'], colour: 'natural-acacia' },
      },
      {
        key: 'tv-consoles',
        name: 'TV Consoles',
        skuPrefix: 'TVC',
        description:
          'Media consoles with cable management and closed storage for screens up to 75 inches.',
        image: { kinds: ['tv-console'], colour: 'walnut' },
      },
      {
        key: 'accent-chairs',
        name: 'Accent Chairs',
        skuPrefix: 'ACH',
        description:
          'Rattan lounge chairs, wingbacks and armchairs that add character to any corner.',
        image: { kinds: ['rattan-chair'], colour: 'natural-rattan' },
      },
    ],
  },
  {
    key: 'bedroom',
    name: 'Bedroom',
    description:
      'Beds, mattresses, wardrobes and dressers for restful nights and tidy mornings, in sizes that fit condo units and family homes alike.',
    image: { kinds: ['bed', 'nightstand', 'wardrobe'], colour: 'sage' },
    children: [
      {
        key: 'beds',
        name: 'Beds',
        skuPrefix: 'BED',
        description:
          'Bed frames in narra, acacia and upholstered finishes, from single to king size.',
        image: { kinds: ['bed'], colour: 'slate-grey' },
      },
      {
        key: 'mattresses',
        name: 'Mattresses',
        skuPrefix: 'MAT',
        description: 'Spring, foam and hybrid mattresses built for warm, humid nights.',
        image: { kinds: ['mattress'], colour: 'navy' },
      },
      {
        key: 'wardrobes',
        name: 'Wardrobes',
        skuPrefix: 'WRD',
        description: 'Hinged and sliding-door wardrobes with hanging space, shelves and drawers.',
        image: { kinds: ['wardrobe'], colour: 'light-oak' },
      },
      {
        key: 'nightstands',
        name: 'Nightstands',
        skuPrefix: 'NST',
        description: 'Bedside tables with drawers and shelves to keep essentials within reach.',
        image: { kinds: ['nightstand'], colour: 'natural-acacia' },
      },
      {
        key: 'dressers',
        name: 'Dressers',
        skuPrefix: 'DRS',
        description: 'Chests of drawers and dressers with smooth-gliding runners.',
        image: { kinds: ['dresser'], colour: 'walnut' },
      },
    ],
  },
  {
    key: 'dining',
    name: 'Dining',
    description:
      'Dining sets, tables, chairs and buffets for everyday meals and the big Noche Buena spread.',
    image: { kinds: ['dining-set', 'buffet'], colour: 'narra-brown' },
    children: [
      {
        key: 'dining-sets',
        name: 'Dining Sets',
        skuPrefix: 'DST',
        description: 'Matching tables and chairs for four, six or eight, ready for family dinners.',
        image: { kinds: ['dining-set'], colour: 'natural-acacia' },
      },
      {
        key: 'dining-tables',
        name: 'Dining Tables',
        skuPrefix: 'DTB',
        description: 'Solid wood, pedestal and extendable dining tables.',
        image: { kinds: ['dining-table'], colour: 'narra-brown' },
      },
      {
        key: 'dining-chairs',
        name: 'Dining Chairs',
        skuPrefix: 'DCH',
        description: 'Cross-back, rattan and upholstered dining chairs, sold individually.',
        image: { kinds: ['dining-chair'], colour: 'light-oak' },
      },
      {
        key: 'buffets',
        name: 'Buffets & Sideboards',
        skuPrefix: 'BUF',
        description: 'Sideboards and buffet cabinets for serveware, linens and the good plates.',
        image: { kinds: ['buffet'], colour: 'dark-mahogany' },
      },
    ],
  },
  {
    key: 'office',
    name: 'Office',
    description:
      'Desks, ergonomic chairs and storage for productive work-from-home setups and small offices.',
    image: { kinds: ['desk', 'bookshelf', 'office-chair'], colour: 'light-oak' },
    children: [
      {
        key: 'office-desks',
        name: 'Office Desks',
        skuPrefix: 'DSK',
        description: 'Writing desks, standing desks and L-shaped desks for every workspace.',
        image: { kinds: ['desk'], colour: 'natural-acacia' },
      },
      {
        key: 'office-chairs',
        name: 'Office Chairs',
        skuPrefix: 'OCH',
        description: 'Ergonomic mesh and leatherette chairs for long workdays.',
        image: { kinds: ['office-chair'], colour: 'charcoal' },
      },
      {
        key: 'bookshelves',
        name: 'Bookshelves',
        skuPrefix: 'BKS',
        description: 'Open shelves, ladder shelves and bookcases for books and keepsakes.',
        image: { kinds: ['bookshelf'], colour: 'walnut' },
      },
      {
        key: 'filing-cabinets',
        name: 'Filing Cabinets',
        skuPrefix: 'FIL',
        description: 'Lockable steel and wood cabinets for documents and supplies.',
        image: { kinds: ['filing-cabinet'], colour: 'steel-grey' },
      },
    ],
  },
  {
    key: 'outdoor',
    name: 'Outdoor',
    description:
      'Weather-ready patio sets, loungers and hammocks for the lanai, the garden and the beach house.',
    image: { kinds: ['patio-set', 'hammock', 'lounger'], colour: 'terracotta' },
    children: [
      {
        key: 'patio-sets',
        name: 'Patio Sets',
        skuPrefix: 'PAT',
        description: 'Synthetic rattan and hardwood sets for outdoor dining and conversation.',
        image: { kinds: ['patio-set'], colour: 'oatmeal' },
      },
      {
        key: 'outdoor-loungers',
        name: 'Outdoor Loungers',
        skuPrefix: 'LNG',
        description: 'Sun loungers and daybeds for poolside and garden relaxing.',
        image: { kinds: ['lounger'], colour: 'navy' },
      },
      {
        key: 'hammocks',
        name: 'Hammocks',
        skuPrefix: 'HMK',
        description: 'Abaca, cotton and quilted hammocks, with or without stands.',
        image: { kinds: ['hammock'], colour: 'mustard' },
      },
    ],
  },
  {
    key: 'decor',
    name: 'Decor',
    description:
      'Capiz lamps, rattan mirrors, handwoven rugs and wall art by Filipino makers — the finishing touches.',
    image: { kinds: ['pendant-lamp', 'sunburst-mirror', 'table-lamp'], colour: 'natural-rattan' },
    children: [
      {
        key: 'lamps',
        name: 'Lamps & Lighting',
        skuPrefix: 'LMP',
        description: 'Capiz pendants, rattan table lamps and floor lamps with a warm glow.',
        image: { kinds: ['pendant-lamp'], colour: 'capiz-pearl' },
      },
      {
        key: 'mirrors',
        name: 'Mirrors',
        skuPrefix: 'MIR',
        description: 'Sunburst, arched and full-length mirrors in rattan, wood and metal frames.',
        image: { kinds: ['sunburst-mirror'], colour: 'honey-rattan' },
      },
      {
        key: 'rugs',
        name: 'Rugs',
        skuPrefix: 'RUG',
        description: 'Handwoven abaca, flatweave cotton and tufted rugs in many sizes.',
        image: { kinds: ['rug'], colour: 'terracotta' },
      },
      {
        key: 'wall-art',
        name: 'Wall Art',
        skuPrefix: 'ART',
        description: 'Framed prints and canvases to finish a room.',
        image: { kinds: ['wall-art'], colour: 'sage' },
      },
      {
        key: 'christmas-decor',
        name: 'Christmas Décor',
        skuPrefix: 'XMS',
        description: 'Parol lanterns and holiday pieces — back in the shop every September.',
        image: { kinds: ['parol'], colour: 'festive-red' },
        isActive: false,
      },
    ],
  },
];
