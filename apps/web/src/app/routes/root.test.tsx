import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../testing/providers';
import { ErrorScreen } from './root';

test('a screen whose code is gone after a deployment offers a reload and the way home', () => {
  renderWithProviders(
    <ErrorScreen error={new TypeError('Failed to fetch dynamically imported module')} />,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  expect(
    screen.getByText('The shop was updated while you were browsing. Reload the page to continue.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('any other error asks to try again', () => {
  renderWithProviders(<ErrorScreen error={new Error('boom')} />);
  expect(
    screen.getByText('Something went wrong while loading this page. Please try again.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
});
