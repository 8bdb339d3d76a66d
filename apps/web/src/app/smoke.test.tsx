import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockApi } from '../testing/api-mock';
import { renderApp } from '../testing/render-app';

test('smoke', async () => {
  mockApi();
  await renderApp('/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});
