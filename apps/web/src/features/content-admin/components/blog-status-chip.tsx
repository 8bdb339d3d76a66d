import Chip from '@mui/material/Chip';
import type { BlogStatus } from '@shop/shared/admin/content';

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const COLORS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

export function BlogStatusChip({ status }: { status: BlogStatus }) {
  return <Chip size="small" color={COLORS[status]} label={BLOG_STATUS_LABELS[status]} />;
}
