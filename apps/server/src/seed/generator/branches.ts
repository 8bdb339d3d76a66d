import type { SeedBranch } from './types.js';

const MALL_HOURS = 'Mon–Sun 10:00 AM – 9:00 PM';
const SHOWROOM_HOURS = 'Mon–Sat 9:00 AM – 7:00 PM, Sun 10:00 AM – 6:00 PM';

export const BRANCHES: readonly SeedBranch[] = [
  {
    key: 'qc-main',
    code: 'QC-MAIN',
    name: 'Quezon City Main Showroom',
    friendlyUrl: 'quezon-city-main-showroom',
    description:
      'Our flagship three-storey showroom with full living, bedroom and dining displays, a mattress test area and same-day pick-up from the adjoining warehouse.',
    isDefault: true,
    address: '1128 Tomas Morato Avenue, Barangay South Triangle',
    city: 'Quezon City',
    province: 'Metro Manila',
    region: 'National Capital Region (NCR)',
    phone: '(02) 8921 4587',
    email: 'qc.showroom@casafilipina.ph',
    hours: SHOWROOM_HOURS,
    latitude: 14.6341,
    longitude: 121.0345,
  },
  {
    key: 'makati',
    code: 'MKT-01',
    name: 'Makati Showroom',
    friendlyUrl: 'makati-showroom',
    description:
      'A compact showroom for condo living in Salcedo Village, with small-space sofas, storage beds and work-from-home desks.',
    isDefault: false,
    address: 'Ground Floor, 118 Valero Street, Salcedo Village, Barangay Bel-Air',
    city: 'Makati City',
    province: 'Metro Manila',
    region: 'National Capital Region (NCR)',
    phone: '(02) 8856 3021',
    email: 'makati@casafilipina.ph',
    hours: SHOWROOM_HOURS,
    latitude: 14.5605,
    longitude: 121.0228,
  },
  {
    key: 'cebu',
    code: 'CEB-01',
    name: 'Cebu City Showroom',
    friendlyUrl: 'cebu-city-showroom',
    description:
      'Close to the rattan workshops of Mandaue, our Cebu showroom carries the widest range of handwoven rattan and outdoor furniture.',
    isDefault: false,
    address: '2F Paseo Arcenas, 45 Banilad Road, Barangay Banilad',
    city: 'Cebu City',
    province: 'Cebu',
    region: 'Central Visayas (Region VII)',
    phone: '0917 632 4410',
    email: 'cebu@casafilipina.ph',
    hours: MALL_HOURS,
    latitude: 10.3404,
    longitude: 123.9116,
  },
  {
    key: 'davao',
    code: 'DVO-01',
    name: 'Davao City Showroom',
    friendlyUrl: 'davao-city-showroom',
    description:
      'Serving Mindanao with full showroom displays and delivery across the Davao Region.',
    isDefault: false,
    address: 'Unit 5, JP Laurel Avenue corner Palma Gil Street, Barangay Bajada',
    city: 'Davao City',
    province: 'Davao del Sur',
    region: 'Davao Region (Region XI)',
    phone: '0918 245 7731',
    email: 'davao@casafilipina.ph',
    hours: SHOWROOM_HOURS,
    latitude: 7.0867,
    longitude: 125.6125,
  },
];
