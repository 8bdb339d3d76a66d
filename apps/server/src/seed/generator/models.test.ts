import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from './categories.js';
import { FURNITURE_KINDS } from './images/kinds.js';
import { ALL_MODELS, MODEL_ORDER } from './models/index.js';
import { PALETTE } from './palette.js';
import { compareAtCentavos, protectionPlanFor, retailPriceCentavos } from './pricing.js';
import { slugify } from './text.js';

const childKeys = new Set(CATEGORY_TREE.flatMap((top) => top.children.map((child) => child.key)));

describe('model table', () => {
  it('refers only to known categories, colours and kinds', () => {
    for (const model of ALL_MODELS) {
      expect(childKeys.has(model.categoryKey), model.name).toBe(true);
      if (model.secondCategoryKey !== undefined)
        expect(childKeys.has(model.secondCategoryKey)).toBe(true);
      expect(FURNITURE_KINDS).toContain(model.kind);
      expect(model.colours.length).toBeGreaterThan(0);
      for (const key of model.colours) expect(PALETTE.has(key)).toBe(true);
    }
  });

  it('has sensible ranges and option codes', () => {
    for (const model of ALL_MODELS) {
      for (const [min, max] of [
        model.pricePesos,
        model.widthCm,
        model.depthCm,
        model.heightCm,
        model.weightKg,
      ]) {
        expect(min).toBeGreaterThan(0);
        expect(max).toBeGreaterThanOrEqual(min);
      }
      for (const options of [model.sizes, model.materialOptions]) {
        if (options === undefined) continue;
        expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
      }
      expect(model.features.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers every active child category', () => {
    const covered = new Set(ALL_MODELS.map((m) => m.categoryKey));
    for (const top of CATEGORY_TREE) {
      for (const child of top.children)
        if (child.isActive !== false) expect(covered).toContain(child.key);
    }
  });

  it('interleaves categories so the demo prefix covers all of them', () => {
    expect(MODEL_ORDER).toHaveLength(ALL_MODELS.length);
    const firstRound = new Set(MODEL_ORDER.slice(0, childKeys.size - 1).map((m) => m.categoryKey));
    expect(firstRound.size).toBe(childKeys.size - 1);
  });

  it('has unique colour codes in the palette', () => {
    const codes = [...PALETTE.values()].map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('pricing', () => {
  it('produces shop-style prices in 50-centavo steps', () => {
    expect(retailPriceCentavos(24_870, 'charm')).toBe(24_999_00);
    expect(retailPriceCentavos(8_460, 'charm')).toBe(8_499_00);
    expect(retailPriceCentavos(18_020, 'round')).toBe(18_000_00);
    expect(retailPriceCentavos(1_240, 'half')).toBe(1_249_50);
    expect(retailPriceCentavos(12_000, 'half')).toBe(11_999_00);
    expect(retailPriceCentavos(10, 'charm')).toBeGreaterThan(0);
  });

  it('keeps compare-at prices above the price', () => {
    expect(compareAtCentavos(9_999_00, 0.2)).toBe(12_500_00);
    expect(compareAtCentavos(10_000_00, 0)).toBeGreaterThan(10_000_00);
  });

  it('scales protection plans with the price', () => {
    expect(protectionPlanFor(15_000_00).years).toBe(2);
    expect(protectionPlanFor(30_000_00).name).toBe('3-Year Furniture Protection Plan');
    expect(protectionPlanFor(60_000_00).priceCentavos).toBe(3_999_00);
  });
});

describe('slugify', () => {
  it('makes kebab-case URLs', () => {
    expect(slugify('Alon 3-Seater Fabric Sofa')).toBe('alon-3-seater-fabric-sofa');
    expect(slugify('Mahogany TV Console 180 cm No. 2')).toBe('mahogany-tv-console-180-cm-no-2');
    expect(slugify('Bouclé Accent Armchair')).toBe('boucle-accent-armchair');
    expect(slugify('Buffets & Sideboards')).toBe('buffets-and-sideboards');
  });
});
