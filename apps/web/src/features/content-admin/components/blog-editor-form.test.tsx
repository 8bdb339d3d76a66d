import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi, type MockRequest, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { BlogEditorForm } from './blog-editor-form';

const COVER = {
  key: 'cover-1.webp',
  url: '/media/cover-1.webp',
  alt: 'A narra table',
  width: 1200,
  height: 800,
};

const POST = {
  id: '6a1c2a9e-7f2b-4c1d-9a51-0d0c6c1f7a11',
  title: 'Caring for narra',
  slug: 'caring-for-narra',
  excerpt: 'Keep it oiled.',
  author: 'Maria Santos',
  body: 'Oil it **twice** a year.',
  tags: ['care', 'narra'],
  readingMinutes: 1,
  cover: COVER,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-25T08:00:00.000Z',
};

const preview = (request: MockRequest) => {
  const { markdown } = request.body as { markdown: string };
  return {
    body: {
      data: {
        html: markdown ? `<p>${markdown.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` : '',
      },
    },
  };
};

async function renderForm(routes: MockRoutes = {}, post?: typeof POST) {
  const fetchMock = mockApi({ 'POST /api/v1/admin/markdown/preview': preview, ...routes });
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'editor@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Editor',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const onSaved = vi.fn();
  const onDirtyChange = vi.fn();
  const view = renderWithProviders(
    // @ts-expect-error -- the fixture's status is a plain string literal
    <BlogEditorForm post={post} onSaved={onSaved} onDirtyChange={onDirtyChange} />,
  );
  const form = screen.getByRole('form', { name: post ? `Edit ${post.title}` : 'New article' });
  return { ...view, fetchMock, onSaved, onDirtyChange, form };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pastes the text (typing each key re-renders the whole form: slow in jsdom). */
async function fill(
  user: Awaited<ReturnType<typeof renderForm>>['user'],
  input: HTMLElement,
  text: string,
) {
  await user.click(input);
  await user.paste(text);
}
const posts = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), window.location.origin).pathname === path &&
      (init?.method ?? 'GET') === method,
  );

describe('BlogEditorForm', { timeout: 20_000 }, () => {
  test('shows each missing field’s message and sends nothing', async () => {
    const { user, form, fetchMock } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(field(/^Title/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Excerpt/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Author/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Text \(Markdown\)/)).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByText('Upload a cover picture first.')).toBeInTheDocument();
    expect(posts(fetchMock, 'POST', '/api/v1/admin/blog')).toHaveLength(0);
  });

  test('previews the Markdown through the server once typing pauses', async () => {
    const { user, fetchMock } = await renderForm();
    await user.type(field(/^Text \(Markdown\)/), 'A **narra**');
    const pane = screen.getByRole('region', { name: 'Preview of the article' });
    await waitFor(() => expect(within(pane).getByText('narra').tagName).toBe('STRONG'));
    // Debounced: one request once typing pauses, not one per keystroke.
    expect(posts(fetchMock, 'POST', '/api/v1/admin/markdown/preview').length).toBeLessThan(3);
  });

  test('uploads a cover with its alt text and saves the article with its tags', async () => {
    const saved = vi.fn((request: MockRequest) => ({
      status: 201,
      body: { data: { ...POST, ...(request.body as object) } },
    }));
    const { user, form, onSaved, fetchMock } = await renderForm({
      'POST /api/v1/admin/blog/covers': { status: 201, body: { data: COVER } },
      'POST /api/v1/admin/blog': saved,
    });
    await fill(user, field(/^Title/), 'Caring for narra');
    await fill(user, field(/^Excerpt/), 'Keep it oiled.');
    await fill(user, field(/^Author/), 'Maria Santos');
    await fill(user, field(/^Tags/), 'Care, narra');
    await user.type(field(/^Text \(Markdown\)/), 'Oil it.');

    // Alt text comes first.
    await user.click(within(form).getByRole('button', { name: 'Upload cover' }));
    expect(field(/Alt text of the new cover/)).toHaveAccessibleDescription(
      'Describe the picture for readers who cannot see it (alt text).',
    );
    await fill(user, field(/Alt text of the new cover/), 'A narra table');
    const file = new File([new Uint8Array([1, 2, 3])], 'cover.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Cover picture file'), file);
    expect(await within(form).findByRole('img', { name: 'A narra table' })).toHaveAttribute(
      'src',
      COVER.url,
    );
    const upload = posts(fetchMock, 'POST', '/api/v1/admin/blog/covers')[0]!;
    expect((upload[1]?.body as FormData).get('alt')).toBe('A narra table');

    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0].body).toEqual({
      title: 'Caring for narra',
      slug: '',
      excerpt: 'Keep it oiled.',
      author: 'Maria Santos',
      body: 'Oil it.',
      tags: ['care', 'narra'],
      coverImageKey: COVER.key,
    });
  });

  test('puts the server’s slug conflict on the slug field', async () => {
    const { user, form } = await renderForm(
      {
        'PUT /api/v1/admin/blog/6a1c2a9e-7f2b-4c1d-9a51-0d0c6c1f7a11': {
          status: 409,
          body: {
            message: 'This slug is already used by another article.',
            errors: { slug: 'This slug is already used by another article.' },
          },
        },
      },
      POST,
    );
    await user.clear(field(/^Slug/));
    await fill(user, field(/^Slug/), 'taken-slug');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field(/^Slug/)).toHaveAccessibleDescription(
        'This slug is already used by another article.',
      ),
    );
  });
});
