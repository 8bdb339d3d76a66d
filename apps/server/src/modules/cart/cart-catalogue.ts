import type { CartLineRow } from './cart-repository';

/**
 * What a cart line shows of the catalogue: the product, its variant, the branch and the main
 * picture. Read from the in-memory catalogue snapshot (docs/decisions/039) instead of joining
 * five tables on every cart request; the database keeps the cart itself and the stock.
 */
export type LineFacts = Pick<
  CartLineRow,
  | 'name'
  | 'friendlyUrl'
  | 'weightGrams'
  | 'widthCm'
  | 'depthCm'
  | 'heightCm'
  | 'planName'
  | 'planYears'
  | 'planPriceCentavos'
  | 'sku'
  | 'color'
  | 'size'
  | 'material'
  | 'priceCentavos'
  | 'compareAtPriceCentavos'
  | 'branchName'
  | 'imageKey'
  | 'imageAlt'
>;

/** One snapshot's answers; undefined means "not in the snapshot: ask the database". */
export interface CatalogueFacts {
  /** A product shoppers can see, with this variant, at a branch of this shop (any status). */
  line(productId: string, variantId: string, branchId: string): LineFacts | undefined;
  /** Whether shoppers can pick the branch (ACTIVE). */
  branchActive(branchId: string): boolean;
}

/** The current snapshot's facts (loaded once per process; a request reads one snapshot). */
export type CartCatalogue = () => CatalogueFacts | Promise<CatalogueFacts>;

/** A cart line as the database holds it, with the branch's stock of its variant. */
export type LineRef = Pick<
  CartLineRow,
  | 'id'
  | 'cartId'
  | 'productId'
  | 'variantId'
  | 'branchId'
  | 'quantity'
  | 'withProtectionPlan'
  | 'createdAt'
  | 'stock'
>;

/**
 * The lines with their catalogue facts from the snapshot; lines the snapshot does not show (a
 * product taken off sale or hidden since it was added) are read whole from the database, in one
 * query, as before.
 */
export async function completeLines(
  refs: LineRef[],
  facts: CatalogueFacts,
  readWhole: (ids: string[]) => Promise<CartLineRow[]>,
): Promise<CartLineRow[]> {
  const known = refs.map((ref) => facts.line(ref.productId, ref.variantId, ref.branchId));
  const missing = refs.filter((_, index) => known[index] === undefined).map((ref) => ref.id);
  const whole =
    missing.length > 0 ? new Map((await readWhole(missing)).map((row) => [row.id, row])) : null;
  const lines: CartLineRow[] = [];
  refs.forEach((ref, index) => {
    const fact = known[index];
    if (fact) {
      lines.push({ ...ref, ...fact, productActive: true });
      return;
    }
    const row = whole?.get(ref.id);
    // Gone from the catalogue tables altogether: not shown, as the joined read did.
    if (row) lines.push({ ...row, ...ref });
  });
  return lines;
}
