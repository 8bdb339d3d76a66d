import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import { blogListQuerySchema, type AdminBlogPost } from '@shop/shared/admin/content';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { adminPaths } from '../../../config/admin-paths';
import { useListSearch } from '../../../hooks/use-list-search';
import { useAdminSession } from '../../../lib/admin-session';
import { useDeleteBlogPost } from '../../../features/content-admin/api/delete-blog-post';
import { AnnouncementsPanel } from '../../../features/content-admin/components/announcements-panel';
import { BlogList } from '../../../features/content-admin/components/blog-list';
import { FaqsPanel } from '../../../features/content-admin/components/faqs-panel';
import { MaintenanceSwitch } from '../../../features/content-admin/components/maintenance-switch';
import { notifyOutcome } from '../../../features/content-admin/components/notify';
import { ConsolePage } from './console-page';
import { PagesTab } from './content-pages-tab';

const TABS = [
  { key: 'announcements', label: 'Announcements' },
  { key: 'blog', label: 'Blog' },
  { key: 'faqs', label: 'FAQs' },
  { key: 'pages', label: 'Pages' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const tabOf = (value: string | null): TabKey =>
  TABS.find((tab) => tab.key === value)?.key ?? 'announcements';

/** Content: the ticker, the blog, FAQs and pages, plus the shop's maintenance switch. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const role = useAdminSession((state) => state.session?.role);
  const pushToast = useNoticesStore((state) => state.pushToast);
  const notify = (msg: string, ok = true) => pushToast({ msg, color: ok ? 'success' : 'error' });
  const { query, update } = useListSearch(blogListQuerySchema);
  const removePost = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  return (
    <ConsolePage
      title="Content"
      description="What shoppers read: the ticker, the blog, FAQs and the shop’s pages."
      actions={
        tab === 'blog' ? (
          <Button
            component={RouterLink}
            to={adminPaths.contentBlogPost.getHref('new')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New article
          </Button>
        ) : null
      }
    >
      <MaintenanceSwitch canSwitch={role === 'admin'} notify={notify} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setParams({ tab: next })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Content"
        >
          {TABS.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={item.label}
              id={`content-tab-${item.key}`}
              aria-controls={`content-panel-${item.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`content-panel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
        {tab === 'announcements' ? <AnnouncementsPanel notify={notify} /> : null}
        {tab === 'blog' ? (
          <BlogList
            query={query}
            onQueryChange={update}
            hrefOf={(post) => adminPaths.contentBlogPost.getHref(post.id)}
            onDelete={setDeleting}
          />
        ) : null}
        {tab === 'faqs' ? <FaqsPanel notify={notify} /> : null}
        {tab === 'pages' ? <PagesTab notify={notify} /> : null}
      </Box>
      <ConfirmDeleteDialog
        target={deleting}
        title={`Delete “${deleting?.title ?? ''}”?`}
        message="The article leaves the blog for good. To hide it for now, unpublish it instead."
        onClose={() => setDeleting(null)}
        onDelete={(target) =>
          notifyOutcome(notify, removePost.mutateAsync(target.id), 'The article is deleted.')
        }
      />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
