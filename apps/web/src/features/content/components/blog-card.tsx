import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import type { BlogSummary } from '@shop/shared/contracts/content';
import { BlogMeta } from './blog-meta';
import { WideImage, wideImageSx } from './wide-image';

const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  borderRadius: 2,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover': { boxShadow: 6 },
  '&:focus-within': { boxShadow: 6 },
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover': { transform: 'translateY(-2px)' },
  },
} as const;

export interface BlogCardProps {
  blog: BlogSummary;
  /** h2 in the list, h3 under a "Related articles" heading. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards are above the fold: load them at once. */
  eager?: boolean;
}

/** An article's tags, in a row that wraps. */
export function BlogTagList({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** Article cards side by side: one column on phones, two on tablets, three on wide screens. */
export const blogGridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** One article in a list: the whole card opens it (the title link covers the card). */
export function BlogCard({ blog, headingLevel = 'h2', eager = false }: BlogCardProps) {
  const href = paths.blogDetails.getHref(blog.slug || blog._id);
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      {blog.cover_image ? (
        <WideImage
          image={blog.cover_image}
          // The title says what the card is; the illustration adds nothing to read out.
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <Box aria-hidden sx={wideImageSx} />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1, p: 2.5 }}>
        <Typography
          component={headingLevel}
          variant="h3"
          sx={{ fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35 }}
        >
          <Box
            component={RouterLink}
            to={href}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main', textDecoration: 'underline' },
              // Stretches the link over the card, so the cover and excerpt open the article too.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: '3px solid #1a237e',
                outlineOffset: '-3px',
                borderRadius: 2,
              },
            }}
          >
            {blog.title}
          </Box>
        </Typography>
        <BlogMeta
          author={blog.author}
          publishedAt={blog.published_at}
          readingMinutes={blog.reading_minutes}
        />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            lineHeight: 1.6,
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {blog.excerpt}
        </Typography>
        {blog.tags.length > 0 ? (
          <BlogTagList sx={{ mt: 'auto', gap: 0.75 }}>
            {blog.tags.map((tag) => (
              <Box
                component="li"
                key={tag}
                sx={{
                  fontSize: '0.75rem',
                  fontWeight: 600,
                  px: 1,
                  py: 0.25,
                  borderRadius: 10,
                  bgcolor: '#F5EDE6',
                  color: '#5A4636',
                }}
              >
                {tag}
              </Box>
            ))}
          </BlogTagList>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
      <SkeletonBlock sx={{ aspectRatio: '2 / 1', borderRadius: 0 }} />
      <Box sx={{ p: 2.5, display: 'grid', gap: 1.25 }}>
        <SkeletonBlock sx={{ height: 24, width: '85%' }} />
        <SkeletonBlock sx={{ height: 16, width: '55%' }} />
        <SkeletonBlock sx={{ height: 14 }} />
        <SkeletonBlock sx={{ height: 14 }} />
        <SkeletonBlock sx={{ height: 14, width: '70%' }} />
      </Box>
    </Card>
  );
}
