/** The rows a page skips: page 1 starts at row 0. */
export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** The `meta` of a list response (DESIGN.md section 4). */
export const pageMeta = (query: { page: number; limit: number }, total: number) => ({
  page: query.page,
  limit: query.limit,
  total,
});
