import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useNoticesStore } from '../../components/notifications/notices-store';
import { notifyError } from '../../components/notifications/notify-error';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import { paths } from '../../config/paths';
import { ApproximateAmount } from '../../features/abroad/components/approximate-amount';
import { useAbroadCountryStore } from '../../features/abroad/stores/abroad-country';
import { selectIsSignedIn, useSessionStore } from '../../features/auth/stores/session';
import { BranchSelect } from '../../features/catalog/components/branch-select';
import { readBranchScope, useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { useAddCartItem } from '../../features/checkout/api/add-cart-item';
import { getPurchaseTermsQueryOptions } from '../../features/checkout/api/get-purchase-terms';
import { useCart } from '../../features/checkout/api/get-cart';
import { BuyBoxTerms } from '../../features/checkout/components/buy-box-terms';
import { BuyNowButton } from '../../features/checkout/components/buy-now-button';
import { InstalmentLine } from '../../features/checkout/components/instalment-line';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { getProductQueryOptions, useProduct } from '../../features/product/api/get-product';
import {
  getRelatedProductsQueryOptions,
  RELATED_LIMIT,
} from '../../features/product/api/get-related-products';
import {
  getVariantGroupsQueryOptions,
  useVariantGroups,
} from '../../features/product/api/get-variant-groups';
import { FavoriteButton } from '../../features/product/components/favorite-button';
import {
  ProductDetailsView,
  type AddToCartLine,
} from '../../features/product/components/product-details-view';
import { ProductSpecs } from '../../features/product/components/product-specs';
import { useRecentlyViewedStore } from '../../features/product/stores/recently-viewed';
import type { ProductDetail } from '@shop/shared/contracts/catalogue';
import { variantLabel } from '../../features/product/variants';
import { ApiError } from '../../lib/api-client';
import { useHasOpened } from '../../hooks/use-has-opened';
import { lazySection } from '../../lib/lazy-section';
import { useUiStore } from '../../lib/ui-store';
import { getProductReviewsQueryOptions } from '../../features/reviews/api/get-product-reviews';
import type { ClientLoader } from '../../lib/route-loader';

// The parts below the buy box load as their own sections (lib/lazy-section): a server-rendered
// page has them ready before it hydrates, but each evaluates in its own task rather than all in
// one long one with the page's code, and a page drawn in the browser shows its buy box first.
const DeliveryFeeChecker = lazySection('product/delivery-fee', () =>
  import('../../features/checkout/components/delivery-fee-checker').then(
    (module) => module.DeliveryFeeChecker,
  ),
);
const ProductReviews = lazySection('product/reviews', () =>
  import('../../features/reviews/components/product-reviews').then(
    (module) => module.ProductReviews,
  ),
);
const RelatedProducts = lazySection('product/related', () =>
  import('../../features/product/components/related-products').then(
    (module) => module.RelatedProducts,
  ),
);
const RecentlyViewed = lazySection('product/recently-viewed', () =>
  import('../../features/product/components/recently-viewed').then(
    (module) => module.RecentlyViewed,
  ),
);
// Opened only after an add to cart: its code loads then.
const MiniCartDrawer = lazy(() =>
  import('../../features/checkout/components/mini-cart-drawer').then((module) => ({
    default: module.MiniCartDrawer,
  })),
);

function DetailsSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading the product"
      role="status"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <SkeletonBlock sx={{ aspectRatio: '1 / 1', borderRadius: 2 }} />
      <Box>
        <SkeletonBlock sx={{ height: 16, width: '30%', mb: 2 }} />
        <SkeletonBlock sx={{ height: 36, width: '85%', mb: 2 }} />
        <SkeletonBlock sx={{ height: 32, width: '45%', mb: 4 }} />
        <SkeletonBlock sx={{ height: 44, width: '70%', mb: 2 }} />
        <SkeletonBlock sx={{ height: 44, width: '60%', mb: 4 }} />
        <SkeletonBlock sx={{ height: 48, width: '100%' }} />
      </Box>
    </Box>
  );
}

function addedMessage(product: ProductDetail, { variant, quantity }: AddToCartLine) {
  const options = variantLabel(variant);
  return `Added to your cart: ${product.name}${options ? ` (${options})` : ''} × ${quantity}`;
}

/**
 * Add to cart: the server cart when signed in (its stock messages shown as they come), the
 * guest cart in storage otherwise (merged into the server cart at login).
 */
function useAddToCart(
  product: ProductDetail | undefined,
  branchId: string | null,
  signedIn: boolean,
  /** With the confirmation to show: the mini-cart says it, in place of a toast over it. */
  onAdded: (message: string) => void,
) {
  const addGuestItem = useCheckoutStore((state) => state.addGuestItem);
  const guestCart = useCheckoutStore((state) => state.guestCart);
  const pushToast = useNoticesStore((state) => state.pushToast);
  // Reads the cart the header loads (after its token check) without asking for it here.
  const cart = useCart({ enabled: false });
  const addItem = useAddCartItem();

  const add = (line: AddToCartLine) => {
    if (!product) return;
    const { variant, quantity } = line;
    if (!signedIn) {
      addGuestItem({
        productId: product._id,
        variantId: variant._id,
        quantity,
        branchId,
        name: product.name,
        price: variant.price,
        image: product.images[0]?.url ?? null,
        options: variantLabel(variant),
      });
      onAdded(addedMessage(product, line));
      return;
    }
    if (!branchId) {
      pushToast({ msg: 'Choose a branch to check the stock first.', color: 'error' });
      return;
    }
    addItem.mutate(
      {
        productId: product._id,
        variantId: variant._id,
        quantity,
        branchId,
        ...(cart.data ? { cart_id: cart.data._id } : {}),
      },
      {
        onSuccess: () => onAdded(addedMessage(product, line)),
        onError: notifyError,
      },
    );
  };

  /** Units of a variant already in the cart (at this branch, for the server cart). */
  const inCart = (variantId: string) =>
    signedIn
      ? (cart.data?.items ?? [])
          .filter((item) => item.variant_id === variantId && item.branch_id === branchId)
          .reduce((sum, item) => sum + item.quantity, 0)
      : guestCart
          .filter((entry) => entry.productId === product?._id && entry.variantId === variantId)
          .reduce((sum, entry) => sum + entry.quantity, 0);

  return { add, inCart };
}

/**
 * The screen's reads, in the order they depend on each other: the branch, then the product and
 * its options, then its reviews and related products (by the product's id). The server waits
 * for them and renders the page in one pass; the browser only starts them.
 */
export const clientLoader: ClientLoader =
  (queryClient) =>
  async ({ params }) => {
    const idOrFriendlyUrl = params.id ?? params.friendlyUrl ?? '';
    const branchId = await readBranchScope(queryClient);
    const detail = getProductQueryOptions({ idOrFriendlyUrl, branchId });
    await Promise.all([
      queryClient.prefetchQuery(detail),
      queryClient.prefetchQuery(
        getVariantGroupsQueryOptions({ productId: idOrFriendlyUrl, branchId }),
      ),
      queryClient.prefetchQuery(getPurchaseTermsQueryOptions()),
    ]);
    const product = queryClient.getQueryData(detail.queryKey);
    if (!product) return;
    await Promise.all([
      queryClient.prefetchQuery(getProductReviewsQueryOptions(product._id, 1)),
      queryClient.prefetchQuery(
        getRelatedProductsQueryOptions({ productId: product._id, limit: RELATED_LIMIT, branchId }),
      ),
    ]);
  };

export function Component() {
  const params = useParams();
  const idOrFriendlyUrl = params.id ?? params.friendlyUrl ?? '';
  const { branchId, branchName, ready } = useBranchScope();
  const product = useProduct({ idOrFriendlyUrl, branchId }, { enabled: ready });
  // Asked for in parallel with the detail: the API takes the friendly URL here too.
  const groups = useVariantGroups(
    { productId: idOrFriendlyUrl, branchId },
    { enabled: ready && !product.isError },
  );
  const signedIn = useSessionStore(selectIsSignedIn);
  const abroadCountry = useAbroadCountryStore((state) => state.country);
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const navigate = useNavigate();
  const [miniCartOpen, setMiniCartOpen] = useState(false);
  const miniCartMounted = useHasOpened(miniCartOpen);
  const [added, setAdded] = useState('');
  const cart = useAddToCart(product.data, branchId, signedIn, (message) => {
    setAdded(message);
    setMiniCartOpen(true);
  });

  const data = product.data;
  const recordView = useRecentlyViewedStore((state) => state.record);
  const viewedId = data?._id;
  const viewedUrl = data?.friendly_url;
  useEffect(() => {
    if (viewedId && viewedUrl) recordView({ id: viewedId, friendlyUrl: viewedUrl });
  }, [recordView, viewedId, viewedUrl]);
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  const category = data?.categories[0];
  const crumbs: { label: string; href?: string }[] = [
    { label: 'Home', href: paths.home.getHref() },
    { label: 'Products', href: paths.products.getHref() },
    ...(category
      ? [
          {
            label: category.name,
            href: paths.products.getHref({ categories: [category.friendlyUrl] }),
          },
        ]
      : []),
    ...(data ? [{ label: data.name }] : []),
  ];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle title={data?.name ?? 'Product Details'} />
      <Box component="nav" aria-label="Breadcrumb" sx={{ mb: { xs: 2, md: 3 } }}>
        <Box
          component="ol"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            listStyle: 'none',
            m: 0,
            p: 0,
            fontSize: '0.9rem',
            color: 'text.secondary',
            '& li + li::before': { content: '"/"', mr: 1, color: 'text.secondary' },
            '& a': { color: 'text.secondary' },
          }}
        >
          {crumbs.map((crumb) => (
            <li key={crumb.label}>
              {crumb.href ? (
                <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
              ) : (
                <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                  {crumb.label}
                </Box>
              )}
            </li>
          ))}
        </Box>
      </Box>

      {product.isError ? (
        <Box sx={{ py: { xs: 4, md: 8 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
          <Typography variant="h1" gutterBottom>
            Product Details
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {notFound
              ? 'The product does not exist.'
              : product.error.message || 'We could not load this product right now.'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            {notFound ? null : (
              <Button variant="outlined" onClick={() => void product.refetch()}>
                Try again
              </Button>
            )}
            <Button variant="contained" component={RouterLink} to={paths.products.getHref()}>
              Browse all products
            </Button>
          </Box>
        </Box>
      ) : !data ? (
        <DetailsSkeleton />
      ) : (
        <>
          <ProductDetailsView
            key={data._id}
            product={data}
            variantGroups={groups.data}
            branchId={branchId}
            branchName={branchName}
            branchSlot={<BranchSelect label="Check stock at" />}
            favoriteSlot={
              <FavoriteButton
                productId={data._id}
                productName={data.name}
                signedIn={signedIn}
                onSignInRequired={() => openLoginModal()}
              />
            }
            renderPriceNote={(price) =>
              price === null ? null : (
                <>
                  <ApproximateAmount pesos={price} sx={{ mt: -0.5 }} />
                  <InstalmentLine amount={price} />
                </>
              )
            }
            termsSlot={<BuyBoxTerms protectionPlan={data.protection_plan} />}
            renderBuyNow={(choice) => (
              <>
                <BuyNowButton
                  {...choice}
                  productId={data._id}
                  branchId={branchId}
                  signedIn={signedIn}
                  onSignInRequired={() => openLoginModal()}
                />
                {abroadCountry ? (
                  <BuyNowButton
                    {...choice}
                    productId={data._id}
                    branchId={branchId}
                    signedIn={signedIn}
                    onSignInRequired={() => openLoginModal()}
                    sendToFamily={{ country: abroadCountry }}
                  />
                ) : null}
              </>
            )}
            inCart={cart.inCart}
            onAddToCart={cart.add}
          />
          <Suspense fallback={null}>
            <DeliveryFeeChecker productId={data._id} />
          </Suspense>
          {miniCartMounted ? (
            <Suspense fallback={null}>
              <MiniCartDrawer
                open={miniCartOpen}
                notice={added}
                signedIn={signedIn}
                onClose={() => setMiniCartOpen(false)}
                onCheckout={() => {
                  setMiniCartOpen(false);
                  // The cart page's rule: a visitor logs in first, a customer goes to checkout.
                  if (signedIn) void navigate(paths.shippingInformation.getHref());
                  else openLoginModal();
                }}
                onViewCart={() => {
                  setMiniCartOpen(false);
                  void navigate(paths.cart.getHref());
                }}
              />
            </Suspense>
          ) : null}
          <Typography variant="body2" sx={{ mt: 3 }}>
            Replacing an old piece?{' '}
            <RouterLink to={paths.tradeIn.getHref()}>See its trade-in value</RouterLink>
          </Typography>
          <Box sx={{ mt: { xs: 5, md: 8 } }}>
            <ProductSpecs product={data} />
          </Box>
          <Box sx={{ mt: { xs: 5, md: 8 } }}>
            <Suspense fallback={null}>
              <ProductReviews productId={data._id} />
            </Suspense>
          </Box>
          <Box sx={{ mt: { xs: 6, md: 10 } }}>
            <Suspense fallback={null}>
              <RelatedProducts productId={data._id} branchId={branchId} />
            </Suspense>
          </Box>
          <Box sx={{ mt: { xs: 6, md: 10 }, '&:empty': { display: 'none' } }}>
            <Suspense fallback={null}>
              <RecentlyViewed currentProductId={data._id} branchId={branchId} ready={ready} />
            </Suspense>
          </Box>
        </>
      )}
    </Container>
  );
}
