import { configure, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

test('about us: the intro, then each section with its heading, image and text', async () => {
  mockApi({
    'GET /api/v1/public/pages/about-us': {
      body: {
        data: {
          title: 'About Us',
          intro: 'We make furniture for the way Filipino families live.',
          sections: [
            {
              _id: 's1',
              heading: 'Our story',
              html: '<p>It began in 2009 with a <strong>narra</strong> dining table.</p>',
              image: {
                url: '/media/about-1.svg',
                alt: 'A narra dining set',
                width: 1200,
                height: 600,
              },
            },
            {
              _id: 's2',
              heading: 'Our promise',
              html: '<p>We stand behind every piece.</p>',
              image: null,
            },
          ],
        },
      },
    },
  });
  await renderApp('/about-us');
  const main = screen.getByRole('main');
  expect(
    await within(main).findByText('We make furniture for the way Filipino families live.'),
  ).toBeInTheDocument();
  expect(within(main).getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  const story = within(main).getByRole('region', { name: 'Our story' });
  expect(within(story).getByRole('img', { name: 'A narra dining set' })).toHaveAttribute(
    'src',
    '/media/about-1.svg',
  );
  expect(within(story).getByText('narra').tagName).toBe('STRONG');
  expect(within(main).getByRole('region', { name: 'Our promise' })).toHaveTextContent(
    'We stand behind every piece.',
  );
  expect(within(main).getByRole('link', { name: 'Find a showroom' })).toHaveAttribute(
    'href',
    '/our-locations',
  );
});
