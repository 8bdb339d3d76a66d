import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { GridError, GridSkeleton, RetryAlert } from './grid-states';

test('a skeleton is one busy list of placeholder items, named for what loads', () => {
  render(
    <GridSkeleton
      count={3}
      label="Loading featured products"
      sx={{ display: 'grid' }}
      item={<div data-testid="placeholder" />}
    />,
  );
  const list = screen.getByRole('list', { name: 'Loading featured products' });
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getAllByTestId('placeholder')).toHaveLength(3);
});

test('with a heading placeholder, heading and list are one busy status region', () => {
  render(
    <GridSkeleton
      count={2}
      label="Loading collections"
      sx={{ display: 'grid' }}
      heading={<div data-testid="heading" />}
      item={<div />}
    />,
  );
  const region = screen.getByRole('status', { name: 'Loading collections' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(within(region).getByTestId('heading')).toBeInTheDocument();
  const list = within(region).getByRole('list');
  expect(list).not.toHaveAttribute('aria-busy');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});

test('an error alerts its message and retries on "Try again"', async () => {
  const onRetry = vi.fn();
  const { rerender } = render(
    <GridError message="We could not load the collections right now." onRetry={onRetry} />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('We could not load the collections right now.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);

  rerender(
    <GridError message="We could not load the collections right now." onRetry={onRetry} retrying />,
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
});

test('a retry alert says what failed and asks again with its button, or offers none', async () => {
  const onRetry = vi.fn();
  const { rerender } = render(
    <RetryAlert onRetry={onRetry}>We could not load your cart. Server down.</RetryAlert>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('We could not load your cart. Server down.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);

  rerender(
    <RetryAlert onRetry={onRetry} retryLabel="Retry">
      Order not loaded.
    </RetryAlert>,
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  rerender(<RetryAlert>Order not found.</RetryAlert>);
  expect(screen.getByRole('alert')).toHaveTextContent('Order not found.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
