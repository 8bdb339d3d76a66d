import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { callsTo, mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { renderApp } from '../../../testing/render-app';
import { ContactForm } from './contact-form';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const CONTACT = 'POST /api/v1/public/contact-us';

const form = () => screen.getByRole('form', { name: 'Send us a message' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: 'Send message' });

/** The whole storefront at /contact-us, for what crosses screens (navigation, page content). */
async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(routes);
  const app = await renderApp('/contact-us');
  await screen.findByRole('form', { name: 'Send us a message' });
  return { ...app, fetchMock };
}

/** The form alone: quicker for the rule-by-rule checks. */
function openForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(routes);
  const onSent = vi.fn();
  return { ...renderWithProviders(<ContactForm onSent={onSent} />), fetchMock, onSent };
}

const valid = {
  Name: 'Maria Dela Cruz',
  'E-mail address': 'Maria@Example.PH',
  'Mobile number': '0917 123 4567',
  Subject: 'Dining table delivery',
  Message: 'Can you deliver a narra dining table to Antipolo next week?',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('contact form validation', () => {
  test('an empty submit shows "This field is required." on every field and sends nothing', async () => {
    const { user, fetchMock } = openForm();
    await user.click(submit());

    for (const label of Object.keys(valid)) {
      await waitFor(() =>
        expect(field(label)).toHaveAccessibleDescription('This field is required.'),
      );
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Name')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/v1/public/contact-us')).toHaveLength(0);
  });

  test.each([
    {
      label: 'Name',
      problem: 'too short',
      value: 'M',
      message: 'Name must be at least 2 characters.',
    },
    { label: 'Name', problem: 'a digit', value: 'Maria 2nd', message: 'Only letters are allowed.' },
    {
      label: 'Name',
      problem: '101 characters',
      value: 'a'.repeat(101),
      message: 'Name must not exceed 100 characters.',
    },
    {
      label: 'E-mail address',
      problem: 'no top-level domain',
      value: 'maria@example',
      message: 'The supplied email address is not valid.',
    },
    {
      label: 'E-mail address',
      problem: 'no @',
      value: 'maria example.ph',
      message: 'The supplied email address is not valid.',
    },
    {
      label: 'Mobile number',
      problem: 'not starting with 9',
      value: '8171234567',
      message: 'Mobile number is invalid.',
    },
    {
      label: 'Mobile number',
      problem: '9 digits',
      value: '917123456',
      message: 'Mobile number is invalid.',
    },
    {
      label: 'Subject',
      problem: '151 characters',
      value: 's'.repeat(151),
      message: 'Maximum of 150 characters allowed have been reached.',
    },
    {
      label: 'Message',
      problem: '9 characters',
      value: 'Too short',
      message: 'Message must be at least 10 characters.',
    },
    {
      label: 'Message',
      problem: '2001 characters',
      value: 'm'.repeat(2001),
      message: 'Maximum of 2000 characters allowed have been reached.',
    },
  ])('$label, $problem: "$message"', async ({ label, value, message }) => {
    const { user, fetchMock } = openForm();
    await fill(user, { [label]: value });
    await user.click(submit());

    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/v1/public/contact-us')).toHaveLength(0);
  });

  test('the message counts its characters up to 2000', async () => {
    const { user } = openForm();
    expect(field('Message')).toHaveAccessibleDescription('0/2000 characters');
    await user.type(field('Message'), 'Hello');
    expect(field('Message')).toHaveAccessibleDescription('5/2000 characters');
  });
});

describe('contact form submission', () => {
  test('sends the cleaned-up values with an empty honeypot, then shows the thank-you page', async () => {
    let sent: MockRequest | undefined;
    const { user, router } = await openPage({
      [CONTACT]: (request) => {
        sent = request;
        return { status: 201, body: { data: { _id: 'msg-1' } } };
      },
    });
    await fill(user, valid);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank You for Contacting Us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Salamat, Maria Dela Cruz!');
    expect(screen.getByRole('main')).toHaveTextContent('8am-5pm, Mondays-Saturdays');
    expect(sent?.body).toEqual({
      name: 'Maria Dela Cruz',
      email: 'maria@example.ph',
      mobile: '9171234567',
      subject: 'Dining table delivery',
      message: 'Can you deliver a narra dining table to Antipolo next week?',
      website: '',
    });
  });

  test('server field errors show on their fields and as a notice', async () => {
    const { user, onSent } = openForm({
      [CONTACT]: {
        status: 400,
        body: {
          message: 'Please check the highlighted fields.',
          errors: {
            email: 'The supplied email address is not valid.',
            mobile: 'Mobile number is invalid.',
          },
        },
      },
    });
    await fill(user, valid);
    await user.click(submit());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('The supplied email address is not valid.');
    expect(alert).toHaveTextContent('Mobile number is invalid.');
    expect(field('E-mail address')).toHaveAccessibleDescription(
      'The supplied email address is not valid.',
    );
    expect(field('Mobile number')).toHaveAccessibleDescription('Mobile number is invalid.');
    expect(field('E-mail address')).toHaveFocus();
    expect(onSent).not.toHaveBeenCalled();
  });

  test('a rate-limited submit shows the server message and keeps what was typed', async () => {
    const { user } = openForm({
      [CONTACT]: { status: 429, body: { message: 'Too many messages. Please try again later.' } },
    });
    await fill(user, valid);
    await user.click(submit());

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again later.',
    );
    expect(field('Subject')).toHaveValue('Dining table delivery');
  });
});

test('the honeypot is never shown to people: hidden, unreachable by Tab, no autofill', async () => {
  const { user } = openForm();
  expect(within(form()).queryByRole('textbox', { name: 'Website' })).toBeNull();

  const honeypot = form().querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

  // Tabbing through the whole form never lands on it.
  await user.click(field('Name'));
  for (let step = 0; step < 8; step += 1) {
    await user.tab();
    expect(document.activeElement).not.toBe(honeypot);
  }
});

test('the page lists the other ways to reach the shop', async () => {
  await openPage();
  const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' });
  expect(within(aside).getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
    'href',
    'tel:+63281234567',
  );
  expect(aside).toHaveTextContent('8am-5pm, Mondays-Saturdays');
  expect(document.title).toBe('Contact Us | Casa Filipina Furniture');
});
