import type { AdminCategory } from '@shop/shared/admin/categories';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/providers';
import { CategoryForm, type CategoryFormProps } from './category-form';

function category(overrides: Partial<AdminCategory>): AdminCategory {
  return {
    _id: crypto.randomUUID(),
    name: 'Living Room',
    friendlyUrl: 'living-room',
    parentId: null,
    description: '',
    sortOrder: 1,
    isActive: true,
    image: null,
    productCount: 0,
    childCount: 0,
    depth: 0,
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

const living = category({ name: 'Living Room', childCount: 1 });
const sofas = category({ name: 'Sofas', friendlyUrl: 'sofas', parentId: living._id, depth: 1 });
const bedroom = category({
  name: 'Bedroom',
  friendlyUrl: 'bedroom',
  image: { key: 'bed.webp', url: '/media/bed.webp', alt: 'A narra bed' },
});
const TREE = [living, sofas, bedroom];

function renderForm(props: Partial<CategoryFormProps> = {}) {
  const onSave = vi.fn<CategoryFormProps['onSave']>().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  const onDirtyChange = vi.fn();
  const view = renderWithProviders(
    <CategoryForm
      categories={TREE}
      onSave={onSave}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      {...props}
    />,
  );
  return { ...view, onSave, onCancel, onDirtyChange };
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('CategoryForm', () => {
  test('shows the field messages of the shared rules and saves nothing', async () => {
    const { user, onSave } = renderForm();
    await user.type(textbox(/Friendly URL/), 'Not A URL');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(textbox(/Name/)).toHaveAccessibleDescription('This field is required.');
    expect(textbox(/Friendly URL/)).toHaveAccessibleDescription(
      'Use lowercase letters, digits and single dashes (e.g. narra-dining-table).',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  test('creates a top-level category with the friendly URL left to the server', async () => {
    const { user, onSave, onDirtyChange } = renderForm();
    await user.type(textbox(/Name/), '  Outdoor  ');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('switch', { name: 'Shown in the shop' }));
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Outdoor', friendlyUrl: '', parentId: null, description: '', isActive: false },
      { kind: 'none' },
    );
  });

  test('offers no parent under the category itself (no cycles)', async () => {
    const { user } = renderForm({ category: living });
    await user.click(screen.getByRole('combobox', { name: 'Parent category' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None (top level)', 'Bedroom']);
  });

  test('asks for alt text with a new picture, then sends the picture with it', async () => {
    const { user, onSave } = renderForm({ category: sofas });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'sofa.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture file'), file);
    expect(screen.getByText('sofa.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(textbox(/Alt text/)).toHaveAccessibleDescription(
      'Describe the picture for shoppers who cannot see it (alt text).',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.type(textbox(/Alt text/), 'A grey three-seat sofa');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sofas', parentId: living._id }),
      { kind: 'upload', file, alt: 'A grey three-seat sofa' },
    );
  });

  test('changes the alt text of the current picture, or removes it', async () => {
    const first = renderForm({ category: bedroom });
    await first.user.clear(textbox(/Alt text/));
    await first.user.type(textbox(/Alt text/), 'A narra bed with white sheets');
    await first.user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(first.onSave).toHaveBeenLastCalledWith(expect.anything(), {
      kind: 'alt',
      alt: 'A narra bed with white sheets',
    });
    first.unmount();

    const second = renderForm({ category: bedroom });
    await second.user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('No picture')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(second.onSave).toHaveBeenLastCalledWith(expect.anything(), { kind: 'remove' });
  });

  test('puts the server’s field message on its field', async () => {
    const message = 'This friendly URL is already used by another category.';
    const onSave = vi
      .fn<CategoryFormProps['onSave']>()
      .mockRejectedValue(
        new ApiError({ ok: false, status: 409, message, errors: { friendlyUrl: message } }),
      );
    const { user } = renderForm({ onSave });
    await user.type(textbox(/Name/), 'Bedroom');
    await user.type(textbox(/Friendly URL/), 'bedroom');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(textbox(/Friendly URL/)).toHaveAccessibleDescription(message);
  });
});
