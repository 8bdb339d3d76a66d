import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { callsTo, mockApi } from '../../../../testing/api-mock';
import { renderApp } from '../../../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const settings = (legal: { effectiveDate: string | null; jurisdiction: string | null }) => ({
  'GET /api/v1/public/site-settings': { body: { data: { maintenance: false, legal } } },
});

const footer = () => screen.getByRole('contentinfo');

test('the legal texts carry the effective date and jurisdiction the server is set up with', async () => {
  const fetchMock = mockApi(
    settings({ effectiveDate: '1 December 2026', jurisdiction: 'Makati City' }),
  );
  const { user } = await renderApp('/');
  const terms = within(footer()).getByRole('button', { name: 'General Terms and Conditions' });

  // Asked for when a shopper points at the link, before the click.
  await user.hover(terms);
  await waitFor(() => expect(callsTo(fetchMock, '/api/v1/public/site-settings')).toHaveLength(1));

  await user.click(terms);
  const dialog = await screen.findByRole('dialog', { name: 'General Terms and Conditions' });
  await waitFor(() => expect(dialog).toHaveTextContent('Effective date: 1 December 2026'));
  expect(dialog).toHaveTextContent('proper courts of Makati City');
  expect(dialog).toHaveTextContent('You must be at least 18 years old');
  expect(dialog).not.toHaveTextContent('[Effective Date]');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(footer()).getByRole('button', { name: 'Data Privacy Policy' }));
  const privacy = await screen.findByRole('dialog', { name: 'Data Privacy Policy' });
  expect(privacy).toHaveTextContent('Effective date: 1 December 2026');
  expect(privacy).toHaveTextContent('proper courts of Makati City');
  expect(callsTo(fetchMock, '/api/v1/public/site-settings')).toHaveLength(1);
});

test('unset values keep the [Effective Date] and [Jurisdiction] placeholders', async () => {
  mockApi(settings({ effectiveDate: null, jurisdiction: null }));
  const { user } = await renderApp('/');
  await user.click(within(footer()).getByRole('button', { name: 'Data Privacy Policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data Privacy Policy' });
  expect(dialog).toHaveTextContent('Effective date: [Effective Date]');
  expect(dialog).toHaveTextContent('proper courts of [Jurisdiction]');
});

test('shows the terms staff wrote in the console, placeholders filled by the shop', async () => {
  mockApi({
    ...settings({ effectiveDate: '1 December 2026', jurisdiction: 'Makati City' }),
    'GET /api/v1/public/legal-pages/terms': {
      body: {
        data: {
          title: 'Terms of Sale',
          intro: 'Effective date: 1 December 2026',
          sections: [
            {
              _id: 's1',
              heading: 'Governing law',
              html: '<p>The courts of Makati City decide disputes.</p>',
              image: null,
            },
          ],
        },
      },
    },
  });
  const { user } = await renderApp('/');
  await user.click(within(footer()).getByRole('button', { name: 'General Terms and Conditions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms of Sale' });
  expect(within(dialog).getByRole('heading', { name: 'Governing law' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('The courts of Makati City decide disputes.');
  expect(dialog).toHaveTextContent('Effective date: 1 December 2026');
  expect(dialog).not.toHaveTextContent('You must be at least 18 years old');
});
