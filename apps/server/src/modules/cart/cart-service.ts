import { CART_QUANTITY_MESSAGE, cartQuantity, fromCentavos } from '@shop/shared';
import type { Transaction } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { completeLines, type CartCatalogue, type LineRef } from './cart-catalogue';
import type { CartLineRow, CartRepository } from './cart-repository';
import { presentCart, priceCartLines } from './cart-presenter';
import {
  BRANCH_NOT_FOUND,
  CART_ITEM_NOT_FOUND,
  CART_NOT_FOUND,
  NO_PROTECTION_PLAN,
  PRODUCT_NOT_FOUND,
  SALE_CART_EXPIRED,
  SALE_CART_NOT_FOUND,
  VARIANT_NOT_FOUND,
  onlyLeft,
  outOfStock,
} from './messages';

export interface AddItemInput {
  productId: string;
  variantId: string;
  quantity?: unknown;
  branchId: string;
  cart_id?: string | undefined;
  withProtectionPlan?: boolean | undefined;
}

/** The quantity rule of packages/shared, answered with its own message (not field-prefixed). */
function wholeQuantity(value: unknown): number {
  const parsed = cartQuantity().safeParse(value);
  if (!parsed.success) throw badRequest(CART_QUANTITY_MESSAGE, { quantity: CART_QUANTITY_MESSAGE });
  return parsed.data;
}

function checkStock(quantity: number, stock: number, product: string, branch: string) {
  if (quantity <= stock) return;
  throw conflict(stock > 0 ? onlyLeft(stock, branch) : outOfStock(product, branch));
}

/** Totals of every item, before any code or shipping (the cart page's summary). */
export function cartComputation(lines: CartLineRow[]) {
  const priced = priceCartLines(lines);
  return {
    subtotal: fromCentavos(priced.subtotalCentavos),
    discount: 0,
    shipping_fee: 0,
    vat: fromCentavos(priced.vatCentavos),
    vatable_sales: fromCentavos(priced.vatableSalesCentavos),
    total: fromCentavos(priced.totalCentavos),
  };
}

/** How long an unused Buy now cart can still be checked out. */
export const SALE_CART_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SaleCartOptions {
  now: () => Date;
  /** Schedules the removal of a sale cart at its expiry, in the transaction that wrote it. */
  scheduleCleanup: (cartId: string, expiresAt: Date, tx: Transaction) => Promise<unknown>;
}

export function createCartService(deps: {
  repository: CartRepository;
  projectId: string;
  sale: SaleCartOptions;
  /** Product, variant, branch and picture of each line, from the in-memory catalogue. */
  catalogue: CartCatalogue;
}) {
  const { repository, projectId, sale } = deps;

  /**
   * The lines with what the catalogue snapshot knows of them; a line it does not show is read
   * whole from the database (all refs are of one cart).
   */
  const complete = async (refs: LineRef[], tx?: Transaction): Promise<CartLineRow[]> => {
    const [first] = refs;
    if (!first) return [];
    return completeLines(refs, await deps.catalogue(), (ids) =>
      repository.listLines({ cartId: first.cartId, ids }, tx),
    );
  };

  /**
   * Product, variant and branch as the snapshot has them when all three are there and the
   * branch is open: no database look-up is needed to accept the line.
   */
  const knownToSnapshot = async (input: AddItemInput) => {
    if (!isUuid(input.productId) || !isUuid(input.variantId) || !isUuid(input.branchId)) {
      return undefined;
    }
    const facts = await deps.catalogue();
    if (!facts.branchActive(input.branchId)) return undefined;
    return facts.line(input.productId, input.variantId, input.branchId);
  };

  /** Ids and the catalogue checks adding a line makes, shared by the cart and Buy now. */
  const variantAtBranch = async (cartId: string | null, input: AddItemInput) => {
    if (!isUuid(input.productId)) throw notFound(PRODUCT_NOT_FOUND);
    if (!isUuid(input.variantId)) throw notFound(VARIANT_NOT_FOUND);
    if (!isUuid(input.branchId)) throw notFound(BRANCH_NOT_FOUND);
    const found = await repository.findVariantAtBranch(projectId, cartId, input);
    if (found === 'no-product') throw notFound(PRODUCT_NOT_FOUND);
    if (found === 'no-variant') throw notFound(VARIANT_NOT_FOUND);
    if (found === 'no-branch') throw notFound(BRANCH_NOT_FOUND);
    if (input.withProtectionPlan && found.planPriceCentavos === null) {
      throw badRequest(NO_PROTECTION_PLAN, { withProtectionPlan: NO_PROTECTION_PLAN });
    }
    return found;
  };

  const present = (cartId: string, lines: CartLineRow[], withComputation = false) => {
    const cart = presentCart(cartId, lines);
    return withComputation ? { ...cart, computation: cartComputation(lines) } : cart;
  };

  const view = async (cartId: string, withComputation = false) =>
    present(cartId, await complete(await repository.listLineRefs({ cartId })), withComputation);

  /** A line of the caller's cart, with its catalogue facts, or a 404. */
  const ownedItem = async (userId: string, itemId: string) => {
    const ref = isUuid(itemId) ? await repository.findOwnedItemRef(userId, itemId) : undefined;
    const [item] = ref ? await complete([ref]) : [];
    if (!ref || !item) throw notFound(CART_ITEM_NOT_FOUND);
    return { cartId: ref.cartId, item };
  };

  /** Adding through the database alone: what the snapshot does not show (or not yet). */
  const addThroughDatabase = async (userId: string, input: AddItemInput, quantity: number) => {
    const cartId = await repository.ensureCart(userId, projectId);
    if (input.cart_id !== undefined && input.cart_id !== cartId) throw notFound(CART_NOT_FOUND);
    const found = await variantAtBranch(cartId, input);
    checkStock(found.inCart + quantity, found.stock, found.productName, found.branchName);
    await repository.insertItem({
      cartId,
      productId: input.productId,
      variantId: input.variantId,
      branchId: input.branchId,
      quantity,
      withProtectionPlan: input.withProtectionPlan ?? false,
    });
    return view(cartId);
  };

  async function checked(
    userId: string,
    ids: string[],
    saleCartId: string | null | undefined,
    read: {
      all: (cartId: string) => Promise<CartLineRow[]>;
      some: (ids: string[]) => Promise<CartLineRow[]>;
    },
    tx?: Transaction,
  ): Promise<{ cartId: string; lines: CartLineRow[]; sale: boolean }> {
    if (saleCartId) {
      const found = isUuid(saleCartId)
        ? await repository.findSaleCart(userId, saleCartId, tx)
        : undefined;
      if (!found) throw notFound(SALE_CART_NOT_FOUND);
      if (!found.expiresAt || found.expiresAt <= sale.now()) {
        throw new HttpError(410, SALE_CART_EXPIRED);
      }
      const lines = await read.all(found.id);
      if (lines.length === 0) throw notFound(SALE_CART_NOT_FOUND);
      return { cartId: found.id, lines, sale: true };
    }
    const unique = [...new Set(ids)];
    const lines = unique.every(isUuid) ? await read.some(unique) : [];
    if (lines.length === 0 || lines.length !== unique.length) throw notFound(CART_ITEM_NOT_FOUND);
    return { cartId: lines[0]!.cartId, lines, sale: false };
  }

  return {
    async get(userId: string, withComputation: boolean) {
      return view(await repository.ensureCart(userId, projectId), withComputation);
    },

    /** Same variant and branch again: the quantities add up, within the branch's stock. */
    async addItem(userId: string, input: AddItemInput) {
      const quantity = wholeQuantity(input.quantity);
      const known = await knownToSnapshot(input);
      if (!known) return addThroughDatabase(userId, input, quantity);
      // Two statements: the cart with the shelf's stock and what it holds, then the write that
      // answers the whole cart. The stock is the database's, never the snapshot's.
      let shelf = await repository.findCartShelf(userId, input.variantId, input.branchId);
      if (!shelf) {
        await repository.ensureCart(userId, projectId);
        shelf = await repository.findCartShelf(userId, input.variantId, input.branchId);
        if (!shelf) throw new Error('The cart vanished right after it was created');
      }
      if (input.cart_id !== undefined && input.cart_id !== shelf.cartId) {
        throw notFound(CART_NOT_FOUND);
      }
      if (input.withProtectionPlan && known.planPriceCentavos === null) {
        throw badRequest(NO_PROTECTION_PLAN, { withProtectionPlan: NO_PROTECTION_PLAN });
      }
      checkStock(shelf.inCart + quantity, shelf.stock, known.name, known.branchName);
      const refs = await repository.addAndList({
        cartId: shelf.cartId,
        productId: input.productId,
        variantId: input.variantId,
        branchId: input.branchId,
        quantity,
        withProtectionPlan: input.withProtectionPlan ?? false,
      });
      return present(shelf.cartId, await complete(refs));
    },

    /**
     * Buy now: a one-line cart of its own, apart from the customer's cart, checked out alone
     * and usable for 24 hours. Answers it in the cart's shape, its id first.
     */
    async createSaleCart(userId: string, input: Omit<AddItemInput, 'cart_id'>) {
      const quantity = wholeQuantity(input.quantity);
      const found = await variantAtBranch(null, input);
      checkStock(quantity, found.stock, found.productName, found.branchName);
      const expiresAt = new Date(sale.now().getTime() + SALE_CART_LIFETIME_MS);
      const cartId = await repository.createSaleCart(
        {
          userId,
          projectId,
          expiresAt,
          line: {
            productId: input.productId,
            variantId: input.variantId,
            branchId: input.branchId,
            quantity,
            withProtectionPlan: input.withProtectionPlan ?? false,
          },
        },
        (id, tx) => sale.scheduleCleanup(id, expiresAt, tx),
      );
      return { ...(await view(cartId)), expires_at: expiresAt.toISOString() };
    },

    /** Removes one sale cart if it has expired (the cleanup job's work). */
    removeExpiredSaleCart: (cartId: string) =>
      repository.deleteExpiredSaleCarts(sale.now(), cartId),

    async updateItem(
      userId: string,
      itemId: string,
      input: { quantity?: unknown; withProtectionPlan?: boolean | undefined },
    ) {
      const quantity = wholeQuantity(input.quantity);
      const { cartId, item } = await ownedItem(userId, itemId);
      if (input.withProtectionPlan && item.planPriceCentavos === null) {
        throw badRequest(NO_PROTECTION_PLAN, { withProtectionPlan: NO_PROTECTION_PLAN });
      }
      checkStock(quantity, item.stock, item.name, item.branchName);
      const refs = await repository.updateAndList(cartId, itemId, {
        quantity,
        ...(input.withProtectionPlan === undefined
          ? {}
          : { withProtectionPlan: input.withProtectionPlan }),
      });
      return present(cartId, await complete(refs));
    },

    async removeItem(userId: string, itemId: string) {
      const { cartId } = await ownedItem(userId, itemId);
      await repository.deleteItems(cartId, [itemId]);
      return view(cartId);
    },

    /** All or nothing: one id that is not in the caller's cart and none is removed. */
    async removeItems(userId: string, ids: string[]) {
      const cartId = await repository.ensureCart(userId, projectId);
      const unique = [...new Set(ids)];
      const owned = unique.every(isUuid) ? await repository.listLines({ cartId, ids: unique }) : [];
      if (owned.length !== unique.length) throw notFound(CART_ITEM_NOT_FOUND);
      await repository.deleteItems(cartId, unique);
      return view(cartId);
    },

    async clear(userId: string) {
      const cartId = await repository.ensureCart(userId, projectId);
      await repository.clear(cartId);
      return view(cartId);
    },

    /** Empties the cart the client names (the first step of the guest-cart merge). */
    async reset(userId: string, cartIdFromClient: string) {
      const cartId = await repository.ensureCart(userId, projectId);
      if (cartIdFromClient !== cartId) throw notFound(CART_NOT_FOUND);
      await repository.clear(cartId);
      return view(cartId);
    },

    /** The caller's cart id (created when missing): the tax breakdown and checkout use it. */
    cartId(userId: string, tx?: Transaction) {
      return repository.ensureCart(userId, projectId, tx);
    },

    /** Every line of the caller's cart. */
    async allLines(userId: string, tx?: Transaction) {
      const cartId = await repository.findCartId(userId, tx);
      return cartId ? complete(await repository.listLineRefs({ cartId }, tx), tx) : [];
    },

    /**
     * The checked lines, in cart order, for a price preview (catalogue facts from the snapshot);
     * any id not in the caller's cart is a 404. With a sale cart id: every line of that sale
     * cart (the caller's, not expired), whatever `ids` says.
     */
    checkedLines: (userId: string, ids: string[], saleCartId?: string | null) =>
      checked(userId, ids, saleCartId, {
        all: (cartId) => repository.listLineRefs({ cartId }).then((refs) => complete(refs)),
        some: (ids) => repository.listLineRefs({ userId, ids }).then((refs) => complete(refs)),
      }),

    /**
     * The same lines for an order, inside its transaction: read whole from the database, so an
     * order is priced and checked (on sale or not) by the catalogue tables themselves.
     */
    linesToOrder: (userId: string, ids: string[], tx: Transaction, saleCartId?: string | null) =>
      checked(
        userId,
        ids,
        saleCartId,
        {
          all: (cartId) => repository.listLines({ cartId }, tx),
          some: (ids) => repository.listLines({ userId, ids }, tx),
        },
        tx,
      ),

    lock: (cartId: string, tx: Transaction) => repository.lockCart(cartId, tx),

    /** Holds the caller's cart until the transaction ends: one checkout per customer at a time. */
    lockMainCart: (userId: string, tx: Transaction) => repository.lockMainCart(userId, tx),

    /** An active branch of this shop (pickup), or a 404. */
    async branch(branchId: string, tx?: Transaction) {
      const branch = isUuid(branchId)
        ? await repository.findBranch(projectId, branchId, tx)
        : undefined;
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      return branch;
    },

    removeLines: (cartId: string, ids: string[], tx: Transaction) =>
      repository.deleteItems(cartId, ids, tx),

    /** A sale cart once its order is placed: it is used up. */
    removeCart: (cartId: string, tx: Transaction) => repository.deleteCart(cartId, tx),
  };
}

export type CartService = ReturnType<typeof createCartService>;
