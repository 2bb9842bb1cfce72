import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KycStatus, RealStateView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { RealMarkPage } from '../real-mark-page';

function state(level1: KycStatus, level2: KycStatus = 0, bound = true): RealStateView {
  return {
    level: level1 === 2 ? 1 : 0,
    level1: {
      status: level1,
      reason: level1 === 3 ? 'The name does not match the passport' : null,
      submitted_at: level1 === 0 ? null : 1_700_000_000_000,
      name: level1 === 0 ? null : 'Jane Doe',
      id_type: level1 === 0 ? null : 2,
      card_id: level1 === 0 ? null : '****4567',
    },
    level2: { status: level2, reason: null, submitted_at: null },
    email_bound: true,
    mobile_bound: bound,
  };
}

const PATH = '/pages/setting/real_mark';

describe('verification page', () => {
  it('shows the audit state instead of the form while level 1 is under audit', async () => {
    setToken('t');
    mockFetch({ 'GET /api/real/state': ok(state(1)) });
    renderPage(RealMarkPage, { path: PATH });
    expect(await screen.findByText('Lv1 under audit')).toBeTruthy();
    expect(screen.queryByTestId('kyc-level1-form')).toBeNull();
  });

  it('shows the operator reason after a failed audit and resubmits the corrected details', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/real/state': ok(state(3)),
      'POST /api/user/real': ok(state(1)),
    });
    renderPage(RealMarkPage, { path: PATH });
    expect((await screen.findByTestId('kyc-reason')).textContent).toContain(
      'The name does not match the passport',
    );
    // The kept name and document type come back; the masked number is typed again.
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Jane Doe');
    expect(screen.getByRole('radio', { name: 'Passport' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jane Mary Doe' } });
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'e1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Lv1 under audit')).toBeTruthy();
    expect(formSentTo(requests, '/api/user/real')).toMatchObject({
      real_type: '1',
      id_type: '2',
      name: 'Jane Mary Doe',
      card_id: 'E1234567',
    });
  });

  it('sends nothing while a field is wrong', async () => {
    setToken('t');
    const { requests } = mockFetch({ 'GET /api/real/state': ok(state(0)) });
    renderPage(RealMarkPage, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a document type')).toBeTruthy();
    expect(screen.getByText('Enter your full name')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/user/real')).toBe(false);
  });

  it('keeps the form closed until the phone is bound, and links to security', async () => {
    setToken('t');
    mockFetch({ 'GET /api/real/state': ok(state(0, 0, false)) });
    const { router } = renderPage(RealMarkPage, { path: PATH });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bind now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/setting/security'));
  });

  it('asks for the two photos once level 1 is certified', async () => {
    setToken('t');
    mockFetch({ 'GET /api/real/state': ok(state(2)) });
    renderPage(RealMarkPage, { path: PATH, initialEntry: `${PATH}?level=2` });
    expect(await screen.findByTestId('kyc-level2-form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Upload the front photo')).toBeTruthy();
    expect(screen.getByText('Upload the back photo')).toBeTruthy();
  });
});
