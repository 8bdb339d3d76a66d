import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { mockApi } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const faqs = [
  {
    _id: 'f1',
    question: 'How do I place an order?',
    answer: 'Add the items you want to your cart and choose Checkout.',
    category: 'Orders',
    sort_order: 0,
  },
  {
    _id: 'f2',
    question: 'Can I change or cancel my order?',
    answer: 'You can cancel an order from My Orders before it has been shipped.',
    category: 'Orders',
    sort_order: 1,
  },
  {
    _id: 'f3',
    question: 'How long does delivery take?',
    answer: 'In-stock items arrive within 3 to 5 working days in Metro Manila.',
    category: 'Delivery',
    sort_order: 0,
  },
  {
    _id: 'f4',
    question: 'Do you offer installment payments?',
    answer: 'Yes. Orders over ₱10,000 can be paid in up to 12 months at 0% interest.',
    category: 'Payment',
    sort_order: 0,
  },
];

async function openFaqs() {
  mockApi({ 'GET /api/v1/public/faqs': { body: { data: faqs } } });
  const app = await renderApp('/faqs');
  await screen.findByRole('button', { name: 'How do I place an order?' });
  return app;
}

const questions = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button', { expanded: false })
    .concat(within(screen.getByRole('main')).queryAllByRole('button', { expanded: true }))
    .map((button) => button.textContent);

test('questions are grouped under a heading per category, in page order', async () => {
  await openFaqs();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  expect(
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Orders', 'Delivery', 'Payment', 'Still have a question?']);
  const orders = within(main).getByRole('region', { name: 'Orders' });
  expect(
    within(orders)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['How do I place an order?', 'Can I change or cancel my order?']);
  // Each question is a heading below its category (h2 -> h3).
  expect(within(orders).getAllByRole('heading', { level: 3 })).toHaveLength(2);
});

test('the search box filters questions and answers as you type', async () => {
  const { user } = await openFaqs();
  const search = screen.getByRole('searchbox', { name: 'Search the FAQs' });

  await user.type(search, 'cancel');
  await waitFor(() => expect(questions()).toEqual(['Can I change or cancel my order?']));
  expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
  expect(screen.getByText('1 of 4 questions match “cancel”.')).toBeInTheDocument();

  // Answers count too, every word must match, and case or accents do not matter.
  await user.clear(search);
  await user.type(search, 'METRO mánila');
  await waitFor(() => expect(questions()).toEqual(['How long does delivery take?']));

  await user.clear(search);
  await user.type(search, 'sofa cushions');
  expect(await screen.findByText('No matching results found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'send us your question' })).toHaveAttribute(
    'href',
    '/contact-us',
  );

  await user.clear(search);
  await waitFor(() => expect(questions()).toHaveLength(4));
});

test('the accordion works from the keyboard', async () => {
  const { user } = await openFaqs();
  const first = screen.getByRole('button', { name: 'How do I place an order?' });
  const second = screen.getByRole('button', { name: 'Can I change or cancel my order?' });
  const last = screen.getByRole('button', { name: 'Do you offer installment payments?' });

  first.focus();
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
  expect(answer).toHaveTextContent('Add the items you want to your cart');

  // Arrow keys move between questions, across categories; Home and End jump to the ends.
  await user.keyboard('{ArrowDown}');
  expect(second).toHaveFocus();
  await user.keyboard(' ');
  expect(second).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{End}');
  expect(last).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(last).toHaveFocus();
  await user.keyboard('{Home}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(first).toHaveFocus();

  // Tab still leaves the list in the usual order.
  await user.keyboard('{Enter}');
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await user.tab();
  expect(second).toHaveFocus();
});

test('a failed load says so and offers to try again', async () => {
  mockApi({ 'GET /api/v1/public/faqs': { status: 500, body: { message: 'Database is down.' } } });
  await renderApp('/faqs');
  expect(await screen.findByText('We could not load the questions.')).toBeInTheDocument();
  expect(screen.getByText('Database is down.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
