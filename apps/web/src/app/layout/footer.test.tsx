import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const footer = () => screen.getByRole('contentinfo');

afterEach(() => {
  vi.useRealTimers();
});

test('contact details, phone hours and a copyright line with the current year', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-15T10:00:00+08:00'));
  mockApi();
  await renderApp('/');

  expect(
    within(footer()).getByText('© 2031 Casa Filipina Furniture. All rights reserved.'),
  ).toBeInTheDocument();
  expect(within(footer()).getByText(/8am-5pm, Mondays-Saturdays/)).toHaveTextContent(
    'Phone hours: 8am-5pm, Mondays-Saturdays',
  );
  expect(within(footer()).getByRole('link', { name: 'hello@casafilipina.ph' })).toHaveAttribute(
    'href',
    'mailto:hello@casafilipina.ph',
  );
  expect(within(footer()).getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
    'href',
    'tel:+63281234567',
  );
  expect(within(footer()).getByText(/Makati City/)).toBeInTheDocument();
});

test('quick links and social links', async () => {
  mockApi();
  await renderApp('/');

  const quick = within(footer()).getByRole('navigation', { name: 'Quick links' });
  expect(
    within(quick)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Shop', '/products'],
    ['About Us', '/about-us'],
    ['Our Locations', '/our-locations'],
    ['Blogs', '/blogs'],
    ['FAQs', '/faqs'],
    ['Trade-in', '/trade-in'],
    ['Shopping from abroad', '/shopping-from-abroad'],
    ['Contact Us', '/contact-us'],
  ]);

  for (const network of ['Facebook', 'Instagram', 'TikTok']) {
    const link = within(footer()).getByRole('link', {
      name: `Casa Filipina Furniture on ${network}`,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.querySelector('svg')).not.toBeNull();
  }
});

test('General Terms and Conditions opens in a modal with the 18+ clause', async () => {
  mockApi();
  const { user } = await renderApp('/');

  const trigger = within(footer()).getByRole('button', { name: 'General Terms and Conditions' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'General Terms and Conditions' });
  // The built-in text shows once the shop answers that staff have not rewritten it.
  await waitFor(() => expect(dialog).toHaveTextContent('You must be at least 18 years old'));
  expect(dialog).toHaveTextContent('consent and supervision of your parent or legal guardian');
  expect(dialog).toHaveTextContent('Philippine pesos (PHP)');
  for (const topic of ['Payment', 'Delivery and pickup', 'Returns and refunds', 'Warranties']) {
    expect(within(dialog).getByRole('heading', { name: new RegExp(topic) })).toBeInTheDocument();
  }
  // Unset in config/legal.ts, so counsel's placeholders show.
  expect(dialog).toHaveTextContent('Effective date: [Effective Date]');
  expect(dialog).toHaveTextContent('proper courts of [Jurisdiction]');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(trigger).toHaveFocus();
});

test('Data Privacy Policy opens in a modal citing RA 10173 and the DPO', async () => {
  mockApi();
  const { user } = await renderApp('/');

  await user.click(within(footer()).getByRole('button', { name: 'Data Privacy Policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data Privacy Policy' });
  await waitFor(() =>
    expect(dialog).toHaveTextContent('Data Privacy Act of 2012 (Republic Act No. 10173)'),
  );
  expect(dialog).toHaveTextContent('privacy@casafilipina.ph');
  expect(dialog).toHaveTextContent('National Privacy Commission');
  expect(dialog).toHaveTextContent('Effective date: [Effective Date]');
  expect(dialog).toHaveTextContent('[Jurisdiction]');
  for (const topic of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights']) {
    expect(within(dialog).getByRole('heading', { name: new RegExp(topic) })).toBeInTheDocument();
  }

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
