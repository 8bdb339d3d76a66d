export interface Colour {
  key: string;
  /** Shown to shoppers as the variant's colour option. */
  name: string;
  hex: string;
  /** Three letters for variant SKUs; unique. */
  code: string;
}

const COLOURS = [
  // Upholstery
  { key: 'charcoal', name: 'Charcoal', hex: '#44494e', code: 'CHR' },
  { key: 'slate-grey', name: 'Slate Grey', hex: '#7b848c', code: 'SLT' },
  { key: 'oatmeal', name: 'Oatmeal', hex: '#d8cbb5', code: 'OAT' },
  { key: 'sand-beige', name: 'Sand Beige', hex: '#c8ad8a', code: 'SND' },
  { key: 'mocha', name: 'Mocha', hex: '#7d5f4d', code: 'MOC' },
  { key: 'navy', name: 'Navy Blue', hex: '#2f4a6d', code: 'NVY' },
  { key: 'teal', name: 'Teal', hex: '#2f7073', code: 'TEL' },
  { key: 'olive', name: 'Olive Green', hex: '#76805a', code: 'OLV' },
  { key: 'sage', name: 'Sage Green', hex: '#9bab8f', code: 'SAG' },
  { key: 'mustard', name: 'Mustard', hex: '#c9972f', code: 'MUS' },
  { key: 'terracotta', name: 'Terracotta', hex: '#b8633f', code: 'TER' },
  { key: 'blush', name: 'Blush Pink', hex: '#d9a59a', code: 'BLS' },
  { key: 'emerald', name: 'Emerald', hex: '#2e6b4f', code: 'EMR' },
  { key: 'cognac', name: 'Cognac', hex: '#9a5a2e', code: 'COG' },
  { key: 'black', name: 'Black', hex: '#2b2d30', code: 'BLK' },
  // Wood finishes
  { key: 'narra-brown', name: 'Narra Brown', hex: '#8b4f2e', code: 'NAR' },
  { key: 'natural-acacia', name: 'Natural Acacia', hex: '#b9875a', code: 'ACA' },
  { key: 'dark-mahogany', name: 'Dark Mahogany', hex: '#5e2f22', code: 'MAH' },
  { key: 'walnut', name: 'Walnut', hex: '#6b4a35', code: 'WAL' },
  { key: 'light-oak', name: 'Light Oak', hex: '#d3b58c', code: 'OAK' },
  { key: 'whitewash', name: 'Whitewash', hex: '#e9e3d8', code: 'WWH' },
  { key: 'white', name: 'White', hex: '#f1efea', code: 'WHT' },
  // Natural fibres and shells
  { key: 'natural-rattan', name: 'Natural Rattan', hex: '#c9a26b', code: 'RAT' },
  { key: 'honey-rattan', name: 'Honey Rattan', hex: '#b07d3e', code: 'HON' },
  { key: 'abaca-natural', name: 'Abaca Natural', hex: '#d2bb8f', code: 'ABC' },
  { key: 'bamboo', name: 'Bamboo', hex: '#c7a95e', code: 'BMB' },
  { key: 'capiz-pearl', name: 'Capiz Pearl', hex: '#efe8da', code: 'CPZ' },
  { key: 'capiz-amber', name: 'Capiz Amber', hex: '#e2c08f', code: 'CPA' },
  // Metal and festive
  { key: 'matte-black', name: 'Matte Black', hex: '#33363a', code: 'MBK' },
  { key: 'brass', name: 'Brushed Brass', hex: '#b8944e', code: 'BRS' },
  { key: 'steel-grey', name: 'Steel Grey', hex: '#8d949a', code: 'STG' },
  { key: 'festive-red', name: 'Festive Red', hex: '#b8323a', code: 'RED' },
  { key: 'gold', name: 'Gold', hex: '#d4a83c', code: 'GLD' },
] as const satisfies readonly Colour[];

export type ColourKey = (typeof COLOURS)[number]['key'];

export const PALETTE: ReadonlyMap<string, Colour> = new Map(
  COLOURS.map((colour) => [colour.key, colour]),
);

export function colour(key: string): Colour {
  const found = PALETTE.get(key);
  if (found === undefined) throw new Error(`Unknown colour ${key}`);
  return found;
}

/** Colour groups reused by many product models. */
export const FABRICS: readonly ColourKey[] = [
  'charcoal',
  'slate-grey',
  'oatmeal',
  'sand-beige',
  'navy',
  'teal',
  'olive',
  'mustard',
  'terracotta',
  'blush',
  'emerald',
];
export const LEATHERETTES: readonly ColourKey[] = ['cognac', 'black', 'mocha', 'oatmeal'];
export const WOODS: readonly ColourKey[] = [
  'narra-brown',
  'natural-acacia',
  'dark-mahogany',
  'walnut',
  'light-oak',
];
export const PAINTED: readonly ColourKey[] = ['white', 'whitewash', 'black', 'sage', 'navy'];
export const RATTANS: readonly ColourKey[] = ['natural-rattan', 'honey-rattan', 'black'];
