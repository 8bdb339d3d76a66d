import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { pageOrigin } from '../../lib/page-origin';
import { getBlogQueryOptions, useBlog } from '../../features/content/api/get-blog';
import {
  BackToBlogs,
  BlogArticle,
  BlogArticleSkeleton,
} from '../../features/content/components/blog-article';
import { ErrorState } from '../../features/content/components/content-states';
import { ProductGrid } from '../../features/product/components/product-grid';
import type { ProductListItem } from '@shop/shared/contracts/catalogue';
import type { ClientLoader } from '../../lib/route-loader';

export const clientLoader: ClientLoader =
  (queryClient) =>
  ({ params }) =>
    queryClient.prefetchQuery(getBlogQueryOptions(params.id ?? ''));

/** The products the article links to, in the order it mentions them, as the shop's cards. */
function ArticleProducts({ products }: { products: readonly ProductListItem[] }) {
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="article-products" sx={{ mt: { xs: 6, md: 9 } }}>
      <Typography id="article-products" variant="h2" sx={{ mb: 3 }}>
        Products in this article
      </Typography>
      <ProductGrid products={products} label="Products in this article" />
    </Box>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const query = useBlog(id);

  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTitle title="Blog Details" />
        <BlogArticleSkeleton />
      </Container>
    );
  }

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTitle title="Blog Details" />
        <BackToBlogs />
        <Typography variant="h1" sx={{ mt: 3 }}>
          Blog Details
        </Typography>
        {missing ? (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{query.error.message}</Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              It may have been moved or taken down. Browse all our articles instead.
            </Typography>
          </Box>
        ) : (
          <ErrorState
            error={query.error}
            title="We could not load this article."
            onRetry={() => void query.refetch()}
          />
        )}
      </Container>
    );
  }

  const blog = query.data;
  const shareUrl = new URL(
    paths.blogDetails.getHref(blog.slug || blog._id),
    pageOrigin(),
  ).toString();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={blog.title} />
      <BlogArticle
        blog={blog}
        shareUrl={shareUrl}
        productsSlot={<ArticleProducts products={blog.linked_products} />}
      />
    </Container>
  );
}
