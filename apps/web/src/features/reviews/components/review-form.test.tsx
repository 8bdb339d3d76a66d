import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ReviewForm } from './review-form';
import { StarInput } from './star-input';
import { RatingStars } from '../../../components/rating-stars';

function setup(existing?: Parameters<typeof ReviewForm>[0]['existing']) {
  const save = vi.fn().mockResolvedValue({});
  const upload = vi
    .fn()
    .mockResolvedValue({ _id: 'ph1', url: '/media/review-1.webp', srcset: null });
  const onDone = vi.fn();
  render(
    <ReviewForm
      productId="p1"
      productName="Narra dining table"
      existing={existing}
      upload={upload}
      save={save}
      onDone={onDone}
      onCancel={vi.fn()}
    />,
  );
  return { save, upload, onDone, user: userEvent.setup() };
}

test('asks for the stars and the text with the spec message and sends nothing', async () => {
  const { save, user } = setup();
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  expect(save).not.toHaveBeenCalled();
});

test('picks the stars with the keyboard and sends the review with a photo', async () => {
  const { save, upload, onDone, user } = setup();
  const group = screen.getByRole('group', { name: 'Your rating' });
  expect(group).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '3 stars' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Solid and handsome.');
  const file = new File(['x'], 'table.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Add photos'), file);
  expect(upload).toHaveBeenCalledWith(file);
  expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(save).toHaveBeenCalledWith({
    productId: 'p1',
    rating: 4,
    text: 'Solid and handsome.',
    photoIds: ['ph1'],
  });
  expect(onDone).toHaveBeenCalled();
});

test('refuses a file that is not an image before uploading', async () => {
  const { upload } = setup();
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(
    screen.getByLabelText('Add photos'),
    new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
  );
  expect(screen.getByText('Only JPEG, PNG or WebP images can be added.')).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

test('edits an earlier review', () => {
  setup({
    _id: 'r1',
    order_id: 'o1',
    product_id: 'p1',
    rating: 2,
    text: 'Wobbly legs.',
    photos: [],
    hidden: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  });
  expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('Wobbly legs.');
  expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
});

test('shows a required-field error on the star group', () => {
  render(<StarInput value={null} onChange={vi.fn()} error="This field is required." />);
  expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
    'This field is required.',
  );
});

test('reads a rating as one sentence', () => {
  render(<RatingStars average={4.5} count={12} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
  expect(screen.getByText('4.5 (12)')).toBeInTheDocument();
});
