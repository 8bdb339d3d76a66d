// Test data in the shapes the catalogue API answers with (apps/server/src/modules/catalogue).
import type {
  ProductDetail,
  ProductListItem,
  ProductVariant,
  VariantGroups,
} from '@shop/shared/contracts/catalogue';
import { branchFixture } from '../../testing/branch-fixture';

export const BRANCHES = [
  branchFixture({
    _id: 'b-cebu',
    name: 'Cebu City Showroom',
    code: 'CEB',
    project_id: 'test-project',
    is_default: false,
    friend_url: 'cebu',
    friendly_url: 'cebu',
    description: '',
  }),
  branchFixture({
    _id: 'b-qc',
    name: 'Quezon City Main Showroom',
    code: 'QC',
    project_id: 'test-project',
    is_default: true,
    friend_url: 'quezon-city',
    friendly_url: 'quezon-city',
    description: '',
  }),
];

let serial = 0;

export function listItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  serial += 1;
  return {
    _id: `p-${serial}`,
    name: `Product ${serial}`,
    friendly_url: `product-${serial}`,
    price_details: [{ variant_id: `v-${serial}`, price: 1000, compare_at_price: null }],
    categories: [{ _id: 'c-sofas', name: 'Sofas', friendlyUrl: 'sofas' }],
    images: [
      {
        url: `/media/p-${serial}.svg`,
        alt: `Photo of product ${serial}`,
        width: 800,
        height: 800,
        srcset: null,
      },
    ],
    in_stock: true,
    is_featured: false,
    ...overrides,
  };
}

const stock = (cebu: number, qc: number) => [
  { branch_id: 'b-cebu', branch_name: 'Cebu City Showroom', quantity: cebu },
  { branch_id: 'b-qc', branch_name: 'Quezon City Main Showroom', quantity: qc },
];

/**
 * A hammock in two colours and two sizes: Navy Blue/Double is sold out at Quezon City, and
 * Oatmeal comes in Single only.
 */
export const HAMMOCK_VARIANTS: ProductVariant[] = [
  {
    _id: 'v-navy-single',
    sku: 'HMK-NVY-SGL',
    color: 'Navy Blue',
    size: 'Single',
    material: null,
    price: 2649,
    compare_at_price: 2999,
    stock: stock(8, 5),
  },
  {
    _id: 'v-navy-double',
    sku: 'HMK-NVY-DBL',
    color: 'Navy Blue',
    size: 'Double',
    material: null,
    price: 3599,
    compare_at_price: null,
    stock: stock(4, 0),
  },
  {
    _id: 'v-oat-single',
    sku: 'HMK-OAT-SGL',
    color: 'Oatmeal',
    size: 'Single',
    material: null,
    price: 2649,
    compare_at_price: null,
    stock: stock(2, 3),
  },
];

export const HAMMOCK: ProductDetail = {
  _id: 'p-hammock',
  name: 'Tahanan Quilted Hammock',
  friendly_url: 'tahanan-quilted-hammock',
  price_details: HAMMOCK_VARIANTS.map((variant) => ({
    variant_id: variant._id,
    price: variant.price,
    compare_at_price: variant.compare_at_price,
  })),
  categories: [{ _id: 'c-hammocks', name: 'Hammocks', friendlyUrl: 'hammocks' }],
  images: [
    {
      url: '/media/hammock-navy.svg',
      alt: 'A hammock in Navy Blue',
      width: 800,
      height: 800,
      srcset: null,
    },
    {
      url: '/media/hammock-oatmeal.svg',
      alt: 'A hammock in Oatmeal',
      width: 800,
      height: 800,
      srcset: null,
    },
  ],
  in_stock: true,
  is_featured: false,
  sku: 'HMK-00071',
  description: 'A padded, quilted hammock with a detachable pillow.',
  materials: ['Polyester', 'Cotton'],
  dimensions: { width_cm: 150, depth_cm: 294, height_cm: 114 },
  weight_kg: 15.3,
  specifications: [
    { label: 'Materials', value: 'Polyester, Cotton' },
    { label: 'Origin', value: 'Handwoven in Bicol, Philippines' },
  ],
  protection_plan: { name: '3-Year Furniture Protection Plan', years: 3, price: 2499 },
  variants: HAMMOCK_VARIANTS,
};

/** What group_variants answers for the hammock at Quezon City. */
export const HAMMOCK_GROUPS: VariantGroups = {
  groups: [
    {
      option: 'color',
      values: [
        {
          value: 'Navy Blue',
          variant_ids: ['v-navy-single', 'v-navy-double'],
          min_price: 2649,
          max_price: 3599,
          in_stock: true,
        },
        {
          value: 'Oatmeal',
          variant_ids: ['v-oat-single'],
          min_price: 2649,
          max_price: 2649,
          in_stock: true,
        },
      ],
    },
    {
      option: 'size',
      values: [
        {
          value: 'Single',
          variant_ids: ['v-navy-single', 'v-oat-single'],
          min_price: 2649,
          max_price: 2649,
          in_stock: true,
        },
        {
          value: 'Double',
          variant_ids: ['v-navy-double'],
          min_price: 3599,
          max_price: 3599,
          in_stock: false,
        },
      ],
    },
  ],
  variants: HAMMOCK_VARIANTS,
};

export const CATEGORY_MAP = [
  {
    _id: 'c-living',
    name: 'Living Room',
    friendlyUrl: 'living-room',
    image: null,
    isActive: true,
    children: [
      { _id: 'c-sofas', name: 'Sofas', friendlyUrl: 'sofas', image: null, isActive: true },
    ],
    active_children: [{ _id: 'c-sofas' }],
  },
  {
    _id: 'c-bedroom',
    name: 'Bedroom',
    friendlyUrl: 'bedroom',
    image: null,
    isActive: true,
    children: [{ _id: 'c-beds', name: 'Beds', friendlyUrl: 'beds', image: null, isActive: true }],
    active_children: [{ _id: 'c-beds' }],
  },
];
