import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { InviteStaffForm } from './invite-staff-form';

const MEMBER = {
  id: '4f1c2a9e-7f2b-4c1d-9a51-0d0c6c1f7a11',
  email: 'liza.soberano@casafilipina.ph',
  firstName: 'Liza',
  lastName: 'Soberano',
  role: 'admin',
  status: 'invited',
  lastLoginAt: null,
  createdAt: '2026-11-25T08:00:00.000Z',
};

async function renderForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(routes);
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'owner@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Owner',
      role: 'admin',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const onInvited = vi.fn();
  const onCancel = vi.fn();
  const onDirtyChange = vi.fn();
  const view = renderWithProviders(
    <InviteStaffForm onInvited={onInvited} onCancel={onCancel} onDirtyChange={onDirtyChange} />,
  );
  const form = screen.getByRole('form', { name: 'Invite staff' });
  return { ...view, fetchMock, onInvited, onCancel, onDirtyChange, form };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('InviteStaffForm', () => {
  test('shows the storefront’s messages for missing and malformed fields, and sends nothing', async () => {
    const { user, form, fetchMock } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(field(/First name/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/Last name/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/Email/)).toHaveAccessibleDescription('This field is required.');

    await user.type(field(/First name/), 'Liza1');
    await user.type(field(/Last name/), 'S');
    await user.type(field(/Email/), 'liza@casafilipina');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(field(/First name/)).toHaveAccessibleDescription('Only letters are allowed.');
    expect(field(/Last name/)).toHaveAccessibleDescription(
      'Last name must be at least 2 characters.',
    );
    expect(field(/Email/)).toHaveAccessibleDescription('The supplied email address is not valid.');
    expect(callsTo(fetchMock, '/api/v1/admin/staff')).toEqual([]);
  });

  test('sends the invitation with the chosen role and the console’s token', async () => {
    const { user, form, fetchMock, onInvited, onDirtyChange } = await renderForm({
      'POST /api/v1/admin/staff': ({ body }) => ({
        status: 201,
        body: { data: { ...MEMBER, ...(body as object) } },
      }),
    });
    await user.type(field(/First name/), ' Liza ');
    await user.type(field(/Last name/), 'Soberano');
    await user.type(field(/Email/), 'Liza.Soberano@CasaFilipina.ph');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: /^Admin/ }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1));
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/v1/admin/staff'),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Liza',
      lastName: 'Soberano',
      email: 'liza.soberano@casafilipina.ph',
      role: 'admin',
    });
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer console-token');
    expect(onInvited.mock.calls[0]?.[0]).toMatchObject({ email: MEMBER.email, role: 'admin' });
  });

  test('puts the server’s field message under its field', async () => {
    const taken = 'An account with this e-mail address already exists.';
    const { user, form, onInvited } = await renderForm({
      'POST /api/v1/admin/staff': {
        status: 409,
        body: { message: taken, errors: { email: taken } },
      },
    });
    await user.type(field(/First name/), 'Juan');
    await user.type(field(/Last name/), 'Dela Cruz');
    await user.type(field(/Email/), 'juan.delacruz@example.ph');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field(/Email/)).toHaveAccessibleDescription(taken));
    expect(onInvited).not.toHaveBeenCalled();
  });

  test('shows a message that belongs to no field above the buttons', async () => {
    const { user, form } = await renderForm({
      'POST /api/v1/admin/staff': {
        status: 403,
        body: { message: 'You do not have access to this.' },
      },
    });
    await user.type(field(/First name/), 'Juan');
    await user.type(field(/Last name/), 'Luna');
    await user.type(field(/Email/), 'juan.luna@casafilipina.ph');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You do not have access to this.',
    );
  });

  test('Cancel is the caller’s to handle', async () => {
    const { user, form, onCancel } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
