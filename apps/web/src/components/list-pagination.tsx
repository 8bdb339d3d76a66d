import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router';

export interface ListPaginationProps {
  /** The page the server answered for. */
  page: number;
  total: number;
  limit: number;
  /** The address of a page: the page lives in the URL, so each item is a link. */
  hrefForPage: (page: number) => string;
}

/** Page links under a list; nothing when everything fits on one page. */
export function ListPagination({ page, total, limit, hrefForPage }: ListPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        color="primary"
        siblingCount={1}
        boundaryCount={1}
        renderItem={(item) =>
          item.page !== null && !item.disabled ? (
            <PaginationItem {...item} component={RouterLink} to={hrefForPage(item.page)} />
          ) : (
            <PaginationItem {...item} />
          )
        }
      />
    </Box>
  );
}
