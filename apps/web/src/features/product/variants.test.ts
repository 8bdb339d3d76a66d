import { describe, expect, test } from 'vitest';
import { HAMMOCK, HAMMOCK_GROUPS, HAMMOCK_VARIANTS } from './test-fixtures';
import {
  groupVariants,
  imageIndexForColor,
  initialSelection,
  selectedVariant,
  stockAt,
  variantsWith,
} from './variants';

const groups = HAMMOCK_GROUPS.groups;

describe('variant selection', () => {
  test('a variant is chosen only once every option has a value', () => {
    expect(selectedVariant(HAMMOCK_VARIANTS, groups, { color: 'Navy Blue' })).toBeNull();
    expect(
      selectedVariant(HAMMOCK_VARIANTS, groups, { color: 'Navy Blue', size: 'Double' })?._id,
    ).toBe('v-navy-double');
  });

  test('combinations that do not exist have no variants', () => {
    expect(variantsWith(HAMMOCK_VARIANTS, { size: 'Double' }, 'color', 'Oatmeal')).toEqual([]);
    expect(variantsWith(HAMMOCK_VARIANTS, { size: 'Double' }, 'color', 'Navy Blue')).toHaveLength(
      1,
    );
  });

  test('the first variant in stock at the branch starts chosen', () => {
    expect(initialSelection(HAMMOCK_VARIANTS, groups, 'b-qc')).toEqual({
      color: 'Navy Blue',
      size: 'Single',
    });
    // Navy Blue/Double comes first but is sold out at Quezon City: the next one in stock is taken.
    const [navySingle, navyDouble, oatSingle] = HAMMOCK_VARIANTS;
    const soldOutFirst = [navyDouble!, oatSingle!, navySingle!];
    expect(initialSelection(soldOutFirst, groups, 'b-qc')).toEqual({
      color: 'Oatmeal',
      size: 'Single',
    });
    // At Cebu it is in stock, so it is the one.
    expect(initialSelection(soldOutFirst, groups, 'b-cebu')).toEqual({
      color: 'Navy Blue',
      size: 'Double',
    });
  });

  test('with nothing in stock, only single-valued options and single variants start chosen', () => {
    const soldOut = HAMMOCK_VARIANTS.map((variant) => ({
      ...variant,
      stock: variant.stock.map((entry) => ({ ...entry, quantity: 0 })),
    }));
    expect(initialSelection(soldOut, groups, 'b-qc')).toEqual({});
    const [only] = soldOut;
    expect(initialSelection([only!], groupVariants([only!], null), 'b-qc')).toEqual({
      color: 'Navy Blue',
      size: 'Single',
    });
  });

  test('stock is read for the branch', () => {
    expect(stockAt(HAMMOCK_VARIANTS[1]!, 'b-cebu')).toBe(4);
    expect(stockAt(HAMMOCK_VARIANTS[1]!, 'b-qc')).toBe(0);
    expect(stockAt(HAMMOCK_VARIANTS[1]!, 'b-unknown')).toBe(0);
  });

  test('grouping the detail’s variants gives what group_variants answers', () => {
    expect(groupVariants(HAMMOCK_VARIANTS, 'b-qc')).toEqual(groups);
  });

  test('a colour finds its photo', () => {
    expect(imageIndexForColor(HAMMOCK.images, 'Oatmeal')).toBe(1);
    expect(imageIndexForColor(HAMMOCK.images, 'Teal')).toBe(-1);
  });
});
