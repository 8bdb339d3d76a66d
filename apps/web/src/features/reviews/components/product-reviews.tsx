import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PublicReview, RatingSummary } from '@shop/shared/reviews';
import { useState } from 'react';
import { RatingStars } from '../../../components/rating-stars';
import { formatDate } from '../../../lib/date-format';
import { useProductReviews } from '../api/get-product-reviews';

function Summary({ summary }: { summary: RatingSummary }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}>
        {summary.average.toFixed(1)}
      </Typography>
      <RatingStars average={summary.average} size="large" />
      <Typography color="text.secondary">
        {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
      </Typography>
      <Box
        component="ul"
        aria-label="Rating distribution"
        sx={{ p: 0, m: 0, display: 'grid', gap: 0.5 }}
      >
        {summary.distribution.map((row) => (
          <Box
            component="li"
            key={row.stars}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '3.5rem 1fr 2rem',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <span>{row.stars} star</span>
            <LinearProgress
              variant="determinate"
              value={(row.count / summary.count) * 100}
              aria-label={`${row.stars} stars: ${row.count} ${row.count === 1 ? 'review' : 'reviews'}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography component="span" variant="body2" sx={{ textAlign: 'right' }}>
              {row.count}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <RatingStars average={review.rating} />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {review.author}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ color: 'success.dark', fontWeight: 600 }}
        >
          Verified buyer
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDate(review.created_at)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
      {review.photos.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {review.photos.map((photo, index) => (
            <Box
              key={photo._id}
              component="img"
              src={photo.url}
              srcSet={photo.srcset ?? undefined}
              sizes="96px"
              loading="lazy"
              alt={`Photo ${index + 1} from ${review.author}`}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The product page's reviews: the summary (average, count, 5→1) and the newest reviews, paged. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const query = useProductReviews(productId, page);
  const headingId = `reviews-${productId}`;
  if (query.isPending || query.isError) return null;
  const { summary, reviews } = query.data.data;
  const pages = Math.max(1, Math.ceil(query.data.meta.total / query.data.meta.limit));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 2 }}
      >
        Customer reviews
      </Typography>
      {summary ? (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          }}
        >
          <Summary summary={summary} />
          <Box>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </Box>
            {pages > 1 ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
                <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer reviews
                </Button>
                <Typography variant="body2">
                  Page {page} of {pages}
                </Typography>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older reviews
                </Button>
              </Box>
            ) : null}
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">
          No reviews yet. Customers who bought this item can review it from their order.
        </Typography>
      )}
    </Box>
  );
}
