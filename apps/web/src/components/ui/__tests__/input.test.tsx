import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

import { Field, PasswordInput, TextInput } from '../field';

function NameField({ error }: { error?: 'REQUIRED' }) {
  return (
    <Field id="name" label="Name" error={error}>
      <TextInput id="name" value="" invalid={Boolean(error)} onChange={() => undefined} />
    </Field>
  );
}

describe('<Input> (antd-mobile Input, accessible)', () => {
  it('marks the <input> itself invalid and points it at its error, not antd’s wrapper', () => {
    const { rerender } = render(<NameField error="REQUIRED" />);
    const input = screen.getByLabelText('Name');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('name-error');
    expect(document.getElementById('name-error')?.getAttribute('role')).toBe('alert');
    expect(input.closest('.adm-input')?.hasAttribute('aria-invalid')).toBe(false);

    rerender(<NameField />);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('does the same for a password input', () => {
    render(<PasswordInput id="pw" value="" invalid onChange={() => undefined} />);
    const input = document.getElementById('pw')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pw-error');
  });
});
