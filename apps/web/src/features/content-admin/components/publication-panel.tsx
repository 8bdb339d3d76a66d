import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminBlogPost, BlogPublication } from '@shop/shared/admin/content';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldErrors } from '../../../lib/admin-api';
import { useSetBlogPublication } from '../api/set-blog-publication';
import { BlogStatusChip } from './blog-status-chip';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

/** Publish now, schedule for a later moment, or take an article back to draft. */
export function PublicationPanel({
  post,
  onChanged,
}: {
  post: AdminBlogPost;
  onChanged: (post: AdminBlogPost, message: string) => void;
}) {
  const change = useSetBlogPublication();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const run = async (next: BlogPublication, done: string) => {
    setProblem(null);
    try {
      onChanged(await change.mutateAsync({ id: post.id, change: next }), done);
      setAt('');
    } catch (failure) {
      setProblem(fieldErrors(failure).at ?? (failure as Error).message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Publication">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2">
            Publication
          </Typography>
          <BlogStatusChip status={post.status} />
          {post.publishedAt ? (
            <Typography variant="body2" color="text.secondary">
              {post.status === 'scheduled' ? 'Goes live' : 'Published'} {when(post.publishedAt)}
            </Typography>
          ) : null}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {post.status !== 'published' ? (
            <Button
              variant="contained"
              disabled={change.isPending}
              onClick={() => void run({ action: 'publish' }, 'The article is live.')}
            >
              Publish now
            </Button>
          ) : null}
          <TextField
            type="datetime-local"
            label="Go live at"
            size="small"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problem) && Boolean(at)}
          />
          <Button
            variant="outlined"
            disabled={!at || change.isPending}
            onClick={() =>
              void run(
                { action: 'schedule', at: new Date(at).toISOString() },
                'The article is scheduled.',
              )
            }
          >
            Schedule
          </Button>
          {post.status !== 'draft' ? (
            <Button color="warning" disabled={change.isPending} onClick={() => setAsking(true)}>
              Unpublish
            </Button>
          ) : null}
        </Stack>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Unpublish this article?"
        message="It leaves the blog at once and goes back to being a draft."
        confirmLabel="Unpublish"
        cancelLabel="Cancel"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run({ action: 'unpublish' }, 'The article is a draft again.');
        }}
      />
    </Paper>
  );
}
