import type { IslandGroup } from '../../db/schema/locations';

// Philippine regions and their provinces, from the Philippine Standard Geographic Code (PSA)
// as of 2024: eighteen regions since the Negros Island Region was created again (Republic Act
// No. 12000), which took Negros Occidental, Negros Oriental and Siquijor from Regions VI and VII.
// Codes are our own stable slugs; names follow the PSGC. The National Capital Region has no
// provinces: addresses and couriers use "Metro Manila" in that place.

export interface RegionSeed {
  code: string;
  name: string;
  islandGroup: IslandGroup;
  provinces: string[];
}

export const REGIONS: readonly RegionSeed[] = [
  {
    code: 'ncr',
    name: 'National Capital Region (NCR)',
    islandGroup: 'metro_manila',
    provinces: ['Metro Manila'],
  },
  {
    code: 'car',
    name: 'Cordillera Administrative Region (CAR)',
    islandGroup: 'luzon',
    provinces: ['Abra', 'Apayao', 'Benguet', 'Ifugao', 'Kalinga', 'Mountain Province'],
  },
  {
    code: 'region-i',
    name: 'Ilocos Region (Region I)',
    islandGroup: 'luzon',
    provinces: ['Ilocos Norte', 'Ilocos Sur', 'La Union', 'Pangasinan'],
  },
  {
    code: 'region-ii',
    name: 'Cagayan Valley (Region II)',
    islandGroup: 'luzon',
    provinces: ['Batanes', 'Cagayan', 'Isabela', 'Nueva Vizcaya', 'Quirino'],
  },
  {
    code: 'region-iii',
    name: 'Central Luzon (Region III)',
    islandGroup: 'luzon',
    provinces: ['Aurora', 'Bataan', 'Bulacan', 'Nueva Ecija', 'Pampanga', 'Tarlac', 'Zambales'],
  },
  {
    code: 'region-iv-a',
    name: 'CALABARZON (Region IV-A)',
    islandGroup: 'luzon',
    provinces: ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'],
  },
  {
    code: 'mimaropa',
    name: 'MIMAROPA Region',
    islandGroup: 'luzon',
    provinces: ['Marinduque', 'Occidental Mindoro', 'Oriental Mindoro', 'Palawan', 'Romblon'],
  },
  {
    code: 'region-v',
    name: 'Bicol Region (Region V)',
    islandGroup: 'luzon',
    provinces: ['Albay', 'Camarines Norte', 'Camarines Sur', 'Catanduanes', 'Masbate', 'Sorsogon'],
  },
  {
    code: 'region-vi',
    name: 'Western Visayas (Region VI)',
    islandGroup: 'visayas',
    provinces: ['Aklan', 'Antique', 'Capiz', 'Guimaras', 'Iloilo'],
  },
  {
    code: 'nir',
    name: 'Negros Island Region (NIR)',
    islandGroup: 'visayas',
    provinces: ['Negros Occidental', 'Negros Oriental', 'Siquijor'],
  },
  {
    code: 'region-vii',
    name: 'Central Visayas (Region VII)',
    islandGroup: 'visayas',
    provinces: ['Bohol', 'Cebu'],
  },
  {
    code: 'region-viii',
    name: 'Eastern Visayas (Region VIII)',
    islandGroup: 'visayas',
    provinces: ['Biliran', 'Eastern Samar', 'Leyte', 'Northern Samar', 'Samar', 'Southern Leyte'],
  },
  {
    code: 'region-ix',
    name: 'Zamboanga Peninsula (Region IX)',
    islandGroup: 'mindanao',
    provinces: ['Zamboanga del Norte', 'Zamboanga del Sur', 'Zamboanga Sibugay'],
  },
  {
    code: 'region-x',
    name: 'Northern Mindanao (Region X)',
    islandGroup: 'mindanao',
    provinces: [
      'Bukidnon',
      'Camiguin',
      'Lanao del Norte',
      'Misamis Occidental',
      'Misamis Oriental',
    ],
  },
  {
    code: 'region-xi',
    name: 'Davao Region (Region XI)',
    islandGroup: 'mindanao',
    provinces: [
      'Davao de Oro',
      'Davao del Norte',
      'Davao del Sur',
      'Davao Occidental',
      'Davao Oriental',
    ],
  },
  {
    code: 'region-xii',
    name: 'SOCCSKSARGEN (Region XII)',
    islandGroup: 'mindanao',
    provinces: ['Cotabato', 'Sarangani', 'South Cotabato', 'Sultan Kudarat'],
  },
  {
    code: 'region-xiii',
    name: 'Caraga (Region XIII)',
    islandGroup: 'mindanao',
    provinces: [
      'Agusan del Norte',
      'Agusan del Sur',
      'Dinagat Islands',
      'Surigao del Norte',
      'Surigao del Sur',
    ],
  },
  {
    code: 'barmm',
    name: 'Bangsamoro Autonomous Region in Muslim Mindanao (BARMM)',
    islandGroup: 'mindanao',
    provinces: [
      'Basilan',
      'Lanao del Sur',
      'Maguindanao del Norte',
      'Maguindanao del Sur',
      'Sulu',
      'Tawi-Tawi',
    ],
  },
];
