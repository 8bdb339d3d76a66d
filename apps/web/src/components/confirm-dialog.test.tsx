import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Remove this item?"
      message="The Narra dining table will leave your cart."
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

test('Yes confirms', async () => {
  const { onConfirm, onCancel, user } = setup();
  const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
  expect(dialog).toHaveAccessibleDescription('The Narra dining table will leave your cart.');
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
});

test('No cancels, and so does Escape', async () => {
  const { onConfirm, onCancel, user } = setup();
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(onConfirm).not.toHaveBeenCalled();
});
