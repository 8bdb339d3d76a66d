import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const main = () => screen.getByRole('main');

describe('sign up', { timeout: 20_000 }, () => {
  test('shows every rule of spec section 5 before anything is sent', async () => {
    const fetchMock = mockApi();
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 });
    await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(within(main()).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(
        8,
      ),
    );

    await user.type(within(main()).getByLabelText(/^First name/), 'J4n');
    await user.type(within(main()).getByLabelText(/^Email/), 'juan@');
    await user.type(within(main()).getByLabelText(/^Mobile number/), '8171234567');
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="password"]')!,
      'abcdefgh1!',
    );
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="confirmPassword"]')!,
      'abd',
    );
    await user.click(within(main()).getByLabelText(/^Last name/));
    expect(await within(main()).findByText('Only letters are allowed.')).toBeVisible();
    expect(within(main()).getByText('The supplied email address is not valid.')).toBeVisible();
    expect(within(main()).getByText('Mobile number is invalid.')).toBeVisible();
    expect(within(main()).getByText(/Must contain at least one uppercase letter/)).toBeVisible();
    expect(callsTo(fetchMock, '/api/v1/auth/sign-up')).toHaveLength(0);
  });

  test('a confirmation that differs says so at once, while other fields are still empty', async () => {
    mockApi();
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 });
    const confirm = main().querySelector<HTMLInputElement>('input[name="confirmPassword"]')!;
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="password"]')!,
      'Narra#Table2025',
    );
    await user.type(confirm, 'Narra#Table2024');
    // Leaving the confirmation: names, e-mail, mobile and the consents are all still empty.
    await user.tab();
    expect(await within(main()).findByText('Passwords do not match.')).toBeVisible();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
  });

  test('the consent labels open the Data Privacy Policy and the General Terms', async () => {
    mockApi();
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 });
    await user.click(within(main()).getByRole('button', { name: 'Data Privacy Policy' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
    // Opening the policy does not tick its checkbox.
    expect(
      screen.getByRole('checkbox', { name: /Data Privacy Policy/, hidden: true }),
    ).not.toBeChecked();
  });

  test('a valid form is sent and leads to the check-your-e-mail page', async () => {
    const fetchMock = mockApi({
      'POST /api/v1/auth/sign-up': { status: 201, body: { data: { email: 'bea@example.ph' } } },
    });
    const { user, router } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 });
    await user.type(within(main()).getByLabelText(/^First name/), 'Bea');
    await user.type(within(main()).getByLabelText(/^Last name/), 'Reyes');
    await user.type(within(main()).getByLabelText(/^Email/), 'bea@example.ph');
    await user.type(within(main()).getByLabelText(/^Mobile number/), '9171234567');
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="password"]')!,
      'Narra#Table2025',
    );
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="confirmPassword"]')!,
      'Narra#Table2025',
    );
    await user.click(within(main()).getByRole('checkbox', { name: /Data Privacy Policy/ }));
    await user.click(within(main()).getByRole('checkbox', { name: /General Terms/ }));
    await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/completion'));
    expect(await screen.findByText('bea@example.ph')).toBeVisible();
    expect(callsTo(fetchMock, '/api/v1/auth/sign-up')).toHaveLength(1);
  });

  test('a taken e-mail shows the server message', async () => {
    mockApi({
      'POST /api/v1/auth/sign-up': {
        status: 409,
        body: { message: 'An account with this e-mail address already exists.' },
      },
    });
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' }, { timeout: 5000 });
    await user.type(within(main()).getByLabelText(/^First name/), 'Bea');
    await user.type(within(main()).getByLabelText(/^Last name/), 'Reyes');
    await user.type(within(main()).getByLabelText(/^Email/), 'bea@example.ph');
    await user.type(within(main()).getByLabelText(/^Mobile number/), '9171234567');
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="password"]')!,
      'Narra#Table2025',
    );
    await user.type(
      main().querySelector<HTMLInputElement>('input[name="confirmPassword"]')!,
      'Narra#Table2025',
    );
    await user.click(within(main()).getByRole('checkbox', { name: /Data Privacy Policy/ }));
    await user.click(within(main()).getByRole('checkbox', { name: /General Terms/ }));
    const confirm = main().querySelector<HTMLInputElement>('input[name="confirmPassword"]')!;
    await user.type(confirm, 'x');
    await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(main()).findByText('Passwords do not match.')).toBeVisible();
    await user.type(confirm, '{Backspace}');
    await user.click(within(main()).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(main()).findByText('An account with this e-mail address already exists.'),
    ).toBeVisible();
  });
});

describe('verify sign-up', { timeout: 20_000 }, () => {
  test('a valid link goes to the success page, whose Log in opens the modal', async () => {
    mockApi({
      'POST /api/v1/auth/verify-sign-up-token': {
        body: { data: { email: 'bea@example.ph', firstName: 'Bea' } },
      },
    });
    const { user, router } = await renderApp('/verify/abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-signup'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign Up Successful' }),
    ).toBeVisible();
    await user.click(within(main()).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
  });

  test('a used link shows the server message', async () => {
    mockApi({
      'POST /api/v1/auth/verify-sign-up-token': {
        status: 410,
        body: { message: 'This verification link has already been used. You can log in now.' },
      },
    });
    await renderApp('/verify/abc123');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This verification link has already been used. You can log in now.',
    );
  });
});
