import { act, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { mockApi } from '../../../testing/api-mock';
import { branchFixture } from '../../../testing/branch-fixture';
import { renderWithProviders } from '../../../testing/providers';
import { useBranchStore } from '../stores/branch';
import { useBranchScope } from './use-branch-scope';

const main = branchFixture({ _id: 'b1', name: 'Makati', is_default: true });
const north = branchFixture({ _id: 'b2', name: 'Quezon City' });

afterEach(() => useBranchStore.setState({ selectedBranch: null }));

function ScopeProbe({ onRender }: { onRender: () => void }) {
  onRender();
  const scope = useBranchScope();
  return <p>{`${scope.branchName ?? 'none'} · ${scope.ready ? 'ready' : 'waiting'}`}</p>;
}

test('storing the default branch changes nothing shown: the page does not draw again', async () => {
  mockApi({ 'GET /api/v1/public/branches/dropdown': { body: { data: [north, main] } } });
  let renders = 0;
  renderWithProviders(<ScopeProbe onRender={() => (renders += 1)} />);
  expect(await screen.findByText('Makati · ready')).toBeInTheDocument();

  const before = renders;
  act(() => useBranchStore.getState().setBranch(main));
  expect(screen.getByText('Makati · ready')).toBeInTheDocument();
  expect(renders).toBe(before);

  act(() => useBranchStore.getState().setBranch(north));
  expect(screen.getByText('Quezon City · ready')).toBeInTheDocument();
});

test('a stored branch applies before the branch list arrives', () => {
  mockApi({ 'GET /api/v1/public/branches/dropdown': () => new Promise(() => {}) });
  useBranchStore.setState({ selectedBranch: north });
  renderWithProviders(<ScopeProbe onRender={() => {}} />);
  expect(screen.getByText('Quezon City · ready')).toBeInTheDocument();
});
