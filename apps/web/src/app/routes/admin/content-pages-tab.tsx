import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EDITABLE_PAGES, type EditablePage } from '@shop/shared/admin/content';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { usePage } from '../../../features/content-admin/api/get-page';
import { PageEditorForm } from '../../../features/content-admin/components/page-editor-form';
import { BlockedNavigationDialog } from '../../../components/admin/unsaved-changes-dialog';

const PAGE_LABELS: Record<EditablePage, string> = {
  'about-us': 'About us',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
};

const pageOf = (value: string | null): EditablePage =>
  EDITABLE_PAGES.find((slug) => slug === value) ?? 'about-us';

/** The Pages tab: pick about us, the terms or the privacy policy, and edit it. */
export function PagesTab({ notify }: { notify: (message: string, ok?: boolean) => void }) {
  const [params, setParams] = useSearchParams();
  const slug = pageOf(params.get('page'));
  const page = usePage(slug);
  const [dirty, setDirty] = useState(false);
  const blocker = useUnsavedChanges(dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Page"
        value={slug}
        onChange={(event) => setParams({ tab: 'pages', page: event.target.value })}
        sx={{ maxWidth: 320 }}
        size="small"
      >
        {EDITABLE_PAGES.map((value) => (
          <MenuItem key={value} value={value}>
            {PAGE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {page.isError ? <Alert severity="error">{page.error.message}</Alert> : null}
      {page.data ? (
        <PageEditorForm
          key={`${slug}-${page.data.updatedAt ?? 'new'}`}
          slug={slug}
          page={page.data}
          onDirtyChange={onDirtyChange}
          onSaved={() => notify(`${PAGE_LABELS[slug]} is saved.`)}
        />
      ) : null}
      <BlockedNavigationDialog blocker={blocker} onLeave={() => setDirty(false)} />
    </Stack>
  );
}
