import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  blogPostInputSchema,
  type AdminBlogPost,
  type BlogCover,
} from '@shop/shared/admin/content';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveBlogPost } from '../api/save-blog-post';
import { CoverPicker } from './cover-picker';
import { MarkdownPreview } from './markdown-preview';
import { ConsoleForm } from '../../../components/admin/console-form';
import { FormActions } from '../../../components/admin/form-actions';
import { useConsoleForm } from '../../../hooks/use-console-form';

type BlogValues = z.input<typeof blogPostInputSchema>;
type BlogOutput = z.output<typeof blogPostInputSchema>;

export interface BlogEditorFormProps {
  /** The article being edited; none for a new one. */
  post?: AdminBlogPost;
  onSaved: (post: AdminBlogPost) => void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

const valuesOf = (post?: AdminBlogPost): BlogValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  author: post?.author ?? '',
  body: post?.body ?? '',
  tags: post?.tags ?? [],
  coverImageKey: post?.cover.key ?? '',
});

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** An article: its text in Markdown beside a live preview, tags and cover. */
export function BlogEditorForm({ post, onSaved, onDirtyChange }: BlogEditorFormProps) {
  const save = useSaveBlogPost();
  const [cover, setCover] = useState<Pick<BlogCover, 'url' | 'alt'> | null>(post?.cover ?? null);
  const [tagText, setTagText] = useState((post?.tags ?? []).join(', '));
  const { control, setValue, formState, reset, error, submitWith } = useConsoleForm<
    BlogValues,
    BlogOutput
  >({
    onDirtyChange,
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: valuesOf(post),
  });
  const { isSubmitting, errors } = formState;
  const body = useWatch({ control, name: 'body' }) ?? '';

  const onSubmit = submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: post?.id, input: values });
    reset(valuesOf(saved));
    setTagText(saved.tags.join(', '));
    onSaved(saved);
  });

  return (
    <ConsoleForm label={post ? `Edit ${post.title}` : 'New article'} onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={control} name="title" label="Title" required fullWidth />
        <FormTextField
          control={control}
          name="slug"
          label="Slug"
          fullWidth
          helperText="The address of the article; left empty, it is made from the title."
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="excerpt"
          label="Excerpt"
          required
          fullWidth
          multiline
          minRows={2}
          helperText="Shown on the blog list and in search results."
        />
        <Stack spacing={2} sx={{ width: '100%' }}>
          <FormTextField control={control} name="author" label="Author" required fullWidth />
          <TextField
            label="Tags"
            value={tagText}
            onChange={(event) => {
              setTagText(event.target.value);
              setValue('tags', tagsOf(event.target.value), {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
            fullWidth
            error={Boolean(errors.tags)}
            helperText={
              errors.tags?.message ??
              (Array.isArray(errors.tags) ? errors.tags.find(Boolean)?.message : undefined) ??
              'Separate tags with commas, e.g. narra, care.'
            }
          />
        </Stack>
      </Stack>
      <CoverPicker
        cover={cover}
        error={errors.coverImageKey?.message}
        onUploaded={(uploaded) => {
          setCover(uploaded);
          setValue('coverImageKey', uploaded.key, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="body"
          label="Text (Markdown)"
          required
          fullWidth
          multiline
          minRows={12}
          helperText="# Heading, **bold**, *italic*, - list, [link](https://…)"
          slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'monospace' } } }}
        />
        <MarkdownPreview markdown={body} label="Preview of the article" />
      </Box>
      <FormActions
        error={error}
        isSubmitting={isSubmitting}
        submitLabel={post ? 'Save changes' : 'Save draft'}
      />
    </ConsoleForm>
  );
}
