import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { SkeletonBlock } from '../../components/skeleton-block';
import { getBlogsQueryOptions } from '../../features/content/api/get-blogs';
import { getBlogTagsQueryOptions, useBlogTags } from '../../features/content/api/get-blog-tags';
import { BlogList } from '../../features/content/components/blog-list';
import { BlogTagFilter } from '../../features/content/components/blog-tag-filter';
import type { ClientLoader } from '../../lib/route-loader';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list's page and tag, as the URL gives them. */
function readBlogsQuery(searchParams: URLSearchParams) {
  return {
    tag: searchParams.get('tag')?.trim() || null,
    page: readPage(searchParams.get('page')),
  };
}

export const clientLoader: ClientLoader =
  (queryClient) =>
  ({ request }) => {
    const { page, tag } = readBlogsQuery(new URL(request.url).searchParams);
    return Promise.all([
      queryClient.prefetchQuery(getBlogTagsQueryOptions()),
      queryClient.prefetchQuery(getBlogsQueryOptions({ page, tag: tag ?? undefined })),
    ]);
  };

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { tag, page } = readBlogsQuery(searchParams);
  const tags = useBlogTags();

  const selectTag = (next: string | null) => {
    // A new filter starts again at page 1.
    setSearchParams(next ? { tag: next } : {});
  };
  const changePage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Blogs" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          Blogs
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' } }}>
          Care guides, buying advice and small-space ideas from our designers and craftspeople —
          written for Filipino homes and weather.
        </Typography>
      </Box>
      <Box sx={{ mb: { xs: 3, md: 4 }, minHeight: 40 }}>
        {tags.isPending ? (
          <Box aria-hidden sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {[96, 72, 110, 84, 64].map((width, index) => (
              <SkeletonBlock key={index} sx={{ height: 32, width, borderRadius: 4 }} />
            ))}
          </Box>
        ) : tags.data && tags.data.length > 0 ? (
          <BlogTagFilter tags={tags.data} selected={tag} onSelect={selectTag} />
        ) : null}
      </Box>
      <BlogList
        page={page}
        tag={tag}
        onPageChange={changePage}
        onClearTag={() => selectTag(null)}
      />
    </Container>
  );
}
