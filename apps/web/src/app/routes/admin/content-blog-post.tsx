import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { AdminBlogPost } from '@shop/shared/admin/content';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { adminPaths } from '../../../config/admin-paths';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useBlogPost } from '../../../features/content-admin/api/get-blog-post';
import { BlogEditorForm } from '../../../features/content-admin/components/blog-editor-form';
import { PublicationPanel } from '../../../features/content-admin/components/publication-panel';
import { ConsolePage } from './console-page';
import { BlockedNavigationDialog } from '../../../components/admin/unsaved-changes-dialog';

/** Writes a new article (`/admin/content/blog/new`) or edits one, with its publication. */
export function Component() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const post = useBlogPost(isNew ? undefined : id);
  const navigate = useNavigate();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [dirty, setDirty] = useState(false);
  const [goTo, setGoTo] = useState<string | null>(null);
  const blocker = useUnsavedChanges(dirty);
  const gone = useRef<string | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // A new article's address changes once it is saved; go there after the form is clean.
  useEffect(() => {
    if (goTo && !dirty && gone.current !== goTo) {
      gone.current = goTo;
      void navigate(goTo, { replace: true });
    }
  }, [goTo, dirty, navigate]);

  const onSaved = (saved: AdminBlogPost) => {
    pushToast({ msg: isNew ? 'The draft is saved.' : 'The article is saved.', color: 'success' });
    setDirty(false);
    if (isNew) setGoTo(adminPaths.contentBlogPost.getHref(saved.id));
  };

  const title = isNew ? 'New article' : (post.data?.title ?? 'Article');
  return (
    <ConsolePage title={title}>
      <Stack spacing={2}>
        <div>
          <BackLink to={adminPaths.content.getHref({ tab: 'blog' })}>Blog</BackLink>
        </div>
        {post.isError ? <Alert severity="error">{post.error.message}</Alert> : null}
        {!isNew && post.data ? (
          <PublicationPanel
            post={post.data}
            onChanged={(_changed, message) => pushToast({ msg: message, color: 'success' })}
          />
        ) : null}
        {isNew || post.data ? (
          <BlogEditorForm
            key={post.data?.id ?? 'new'}
            post={post.data}
            onSaved={onSaved}
            onDirtyChange={onDirtyChange}
          />
        ) : null}
      </Stack>
      <BlockedNavigationDialog blocker={blocker} onLeave={() => setDirty(false)} />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
