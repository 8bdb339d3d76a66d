import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { BLOG_STATUSES, type AdminBlogPost } from '@shop/shared/admin/content';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionsHeaderCell } from '../../../components/admin/actions-header-cell';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useBlogPosts, type BlogListQuery } from '../api/get-blog-posts';
import { BLOG_STATUS_LABELS, BlogStatusChip } from './blog-status-chip';

export interface BlogListProps {
  query: BlogListQuery;
  onQueryChange: (changes: Record<string, string | number | undefined>) => void;
  hrefOf: (post: AdminBlogPost) => string;
  onDelete: (post: AdminBlogPost) => void;
}

const shortDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** Articles with their status, searched and filtered; the state lives in the URL. */
export function BlogList({ query, onQueryChange, hrefOf, onDelete }: BlogListProps) {
  const posts = useBlogPosts(query);
  const [search, setSearch] = useState(query.search ?? '');
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if (settled !== (query.search ?? '')) onQueryChange({ search: settled });
  }, [settled, query.search, onQueryChange]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Search title, author or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={query.status ?? ''}
          onChange={(event) => onQueryChange({ status: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {BLOG_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {BLOG_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {posts.isError ? <Alert severity="error">{posts.error.message}</Alert> : null}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Articles">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Author</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Date</TableCell>
              <ActionsHeaderCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {posts.data?.data.map((post) => (
              <TableRow key={post.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={hrefOf(post)}>
                    {post.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    /{post.slug}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {post.author}
                </TableCell>
                <TableCell>
                  <BlogStatusChip status={post.status} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {shortDate(post.publishedAt)}
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={`Delete ${post.title}`} onClick={() => onDelete(post)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {posts.data && posts.data.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>No articles match.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={posts.data?.meta.total ?? 0}
        page={query.page - 1}
        rowsPerPage={query.limit}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_event, page) => onQueryChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onQueryChange({ limit: Number(event.target.value) })}
      />
    </Stack>
  );
}
