import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { paths } from '../../../config/paths';
import type { BlogDetail } from '@shop/shared/contracts/content';
import { BlogCard, BlogTagList, blogGridSx } from './blog-card';
import { BlogMeta } from './blog-meta';
import { HtmlContent } from './html-content';
import { ShareLinks } from './share-links';
import { WideImage } from './wide-image';

const tagHref = (tag: string) => ({
  pathname: paths.blogs.getHref(),
  search: `?${new URLSearchParams({ tag }).toString()}`,
});

export function BackToBlogs() {
  return (
    <Box
      component={RouterLink}
      to={paths.blogs.getHref()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { color: 'primary.main', textDecoration: 'underline' },
      }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      All articles
    </Box>
  );
}

export interface BlogArticleProps {
  blog: BlogDetail;
  /** Absolute address of the article, for the share links. */
  shareUrl: string;
  /** Below the article, before the related articles: the products it links to. */
  productsSlot?: ReactNode;
}

/**
 * The article: title, byline, tags, cover, body, share links, the products it links to (composed
 * by the route) and related articles.
 */
export function BlogArticle({ blog, shareUrl, productsSlot }: BlogArticleProps) {
  return (
    <>
      <Box component="article" sx={{ maxWidth: 780, mx: 'auto' }}>
        <BackToBlogs />
        <Box component="header" sx={{ mt: 3, mb: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
            {blog.title}
          </Typography>
          <BlogMeta
            author={blog.author}
            publishedAt={blog.published_at}
            readingMinutes={blog.reading_minutes}
          />
          {blog.tags.length > 0 ? (
            <BlogTagList sx={{ mt: 2 }}>
              {blog.tags.map((tag) => (
                <li key={tag}>
                  <Chip
                    component={RouterLink}
                    to={tagHref(tag)}
                    clickable
                    label={tag}
                    variant="outlined"
                    size="small"
                    aria-label={`More articles tagged ${tag}`}
                    sx={{
                      textTransform: 'capitalize',
                      fontWeight: 600,
                      bgcolor: 'background.paper',
                    }}
                  />
                </li>
              ))}
            </BlogTagList>
          ) : null}
        </Box>
        {blog.cover_image ? (
          <WideImage image={blog.cover_image} sx={{ borderRadius: 2, mb: { xs: 3, md: 5 } }} />
        ) : null}
        <HtmlContent html={blog.html} />
        <Divider sx={{ my: { xs: 4, md: 5 } }} />
        <ShareLinks title={blog.title} url={shareUrl} />
      </Box>
      {productsSlot}
      {blog.related.length > 0 ? (
        <Box component="section" aria-labelledby="related-articles" sx={{ mt: { xs: 6, md: 9 } }}>
          <Typography id="related-articles" variant="h2" sx={{ mb: 3 }}>
            Related articles
          </Typography>
          <Box sx={blogGridSx}>
            {blog.related.slice(0, 3).map((related) => (
              <BlogCard key={related._id} blog={related} headingLevel="h3" />
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
}

export function BlogArticleSkeleton() {
  return (
    <Box role="status" aria-label="Loading the article" sx={{ maxWidth: 780, mx: 'auto' }}>
      <SkeletonBlock sx={{ height: 20, width: 120 }} />
      <SkeletonBlock sx={{ height: 44, width: '90%', mt: 3 }} />
      <SkeletonBlock sx={{ height: 44, width: '60%', mt: 1 }} />
      <SkeletonBlock sx={{ height: 18, width: '45%', mt: 2.5 }} />
      <SkeletonBlock sx={{ aspectRatio: '2 / 1', mt: 4, borderRadius: 2 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonBlock
          key={index}
          sx={{ height: 16, mt: 1.5, width: index % 3 === 2 ? '70%' : '100%' }}
        />
      ))}
    </Box>
  );
}
