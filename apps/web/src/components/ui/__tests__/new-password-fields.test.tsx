import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import type { FormErrors } from '../../../lib/form';
import { NewPasswordFields, noPasswords, type NewPasswords } from '../new-password-fields';

function Harness({
  errors = {},
  sixDigits,
}: {
  errors?: FormErrors<keyof NewPasswords>;
  sixDigits?: { placeholder: string };
}) {
  const [passwords, setPasswords] = useState(noPasswords);
  return (
    <>
      <NewPasswordFields
        ids={['new', 'confirm']}
        form={{ passwords, setPasswords, errors }}
        label="New password"
        sixDigits={sixDigits}
      />
      <output>{JSON.stringify(passwords)}</output>
    </>
  );
}

describe('<NewPasswordFields>', () => {
  it('draws the new password and its confirmation, each writing its own value', () => {
    render(<Harness />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(input, { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abc1234' } });
    expect(screen.getByRole('status').textContent).toBe(
      JSON.stringify({ password: 'abc12345', rePassword: 'abc1234' }),
    );
  });

  it('keeps only digits for a six-digit pay password', () => {
    render(<Harness sixDigits={{ placeholder: '6 digits' }} />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.getAttribute('placeholder')).toBe('6 digits');
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(screen.getByRole('status').textContent).toContain('"password":"123"');
  });

  it('shows the confirmation error under the confirmation', () => {
    render(<Harness errors={{ rePassword: 'PASSWORD_MISMATCH' }} />);
    expect(screen.getByLabelText('Confirm password').closest('.field')?.className).toBe(
      'field field--error',
    );
    expect(screen.getByLabelText('New password').closest('.field')?.className).toBe('field');
  });
});
