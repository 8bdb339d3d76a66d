import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { BLOGS_PAGE_SIZE, useBlogs } from '../api/get-blogs';
import { BlogCard, BlogCardSkeleton, blogGridSx } from './blog-card';
import { EmptyState, ErrorState } from './content-states';

export interface BlogListProps {
  page: number;
  tag: string | null;
  onPageChange: (page: number) => void;
  onClearTag: () => void;
}

/** One page of article cards with its pagination, and the loading, empty and error states. */
export function BlogList({ page, tag, onPageChange, onClearTag }: BlogListProps) {
  const query = useBlogs({ page, tag: tag ?? undefined });

  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading articles" sx={blogGridSx}>
        {Array.from({ length: 6 }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title="We could not load the articles."
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { items, meta } = query.data;
  const pageCount = Math.max(1, Math.ceil(meta.total / (meta.limit || BLOGS_PAGE_SIZE)));
  if (items.length === 0) {
    return (
      <EmptyState title={tag ? `No articles tagged “${tag}” yet.` : 'No articles yet.'}>
        {tag ? (
          <Typography color="text.secondary">
            <Box
              component="button"
              type="button"
              onClick={onClearTag}
              sx={{
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                font: 'inherit',
                color: 'primary.main',
                textDecoration: 'underline',
                cursor: 'pointer',
              }}
            >
              Show all articles
            </Box>
          </Typography>
        ) : (
          <Typography color="text.secondary">Our first stories are on their way.</Typography>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 2, fontSize: '0.9rem' }}>
        {meta.total === 1 ? '1 article' : `${meta.total} articles`}
        {tag ? ` tagged “${tag}”` : ''}
      </Typography>
      <Box
        aria-busy={query.isPlaceholderData}
        sx={{
          ...blogGridSx,
          opacity: query.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items.map((blog, index) => (
          <BlogCard key={blog._id} blog={blog} eager={index < 3} />
        ))}
      </Box>
      {pageCount > 1 ? (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={1}
          sx={{
            mt: { xs: 4, md: 6 },
            display: 'flex',
            justifyContent: 'center',
            '& ul': { justifyContent: 'center' },
          }}
        />
      ) : null}
    </>
  );
}
