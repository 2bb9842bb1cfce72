import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { PasswordField } from '../password-field';

describe('<PasswordField>', () => {
  it('hides the password until the eye is tapped, and names the eye for what it does', () => {
    render(<PasswordField id="p" label="Password" value="secret" onChange={() => undefined} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('shows its error and turns the field red', () => {
    render(
      <PasswordField
        id="p"
        label="Password"
        error="PASSWORD_LENGTH"
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByLabelText('Password').closest('.field')?.className).toBe(
      'field field--error',
    );
  });
});
