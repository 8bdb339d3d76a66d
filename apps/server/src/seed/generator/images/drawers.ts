import type { Drawer } from './draw/paint.js';
import { bed, mattress } from './draw/bedroom.js';
import { mirror, parol, rug, sunburstMirror, wallArt } from './draw/decor.js';
import { floorLamp, pendantLamp, tableLamp } from './draw/lighting.js';
import { hammock, lounger } from './draw/outdoor.js';
import {
  armchair,
  diningChair,
  officeChair,
  rattanChair,
  sectional,
  sofa,
} from './draw/seating.js';
import {
  bookshelf,
  buffet,
  dresser,
  filingCabinet,
  nightstand,
  tvConsole,
  wardrobe,
} from './draw/storage.js';
import { coffeeTable, desk, diningSet, diningTable, patioSet } from './draw/tables.js';
import type { FurnitureKind } from './kinds.js';

export const DRAWERS: Record<FurnitureKind, Drawer> = {
  sofa,
  sectional,
  armchair,
  'rattan-chair': rattanChair,
  'coffee-table': coffeeTable,
  'tv-console': tvConsole,
  bed,
  mattress,
  wardrobe,
  nightstand,
  dresser,
  'dining-set': diningSet,
  'dining-table': diningTable,
  'dining-chair': diningChair,
  buffet,
  desk,
  'office-chair': officeChair,
  bookshelf,
  'filing-cabinet': filingCabinet,
  'patio-set': patioSet,
  lounger,
  hammock,
  'table-lamp': tableLamp,
  'floor-lamp': floorLamp,
  'pendant-lamp': pendantLamp,
  mirror,
  'sunburst-mirror': sunburstMirror,
  rug,
  'wall-art': wallArt,
  parol,
};
