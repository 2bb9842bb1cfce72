import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { CodeField } from '../code-field';

describe('<CodeField>', () => {
  it('takes a six-digit code and sends one from the button beside it', async () => {
    const onChange = vi.fn();
    const onSend = vi.fn().mockResolvedValue(true);
    render(
      <CodeField id="c" value="" onChange={onChange} onSend={onSend} countdownKey="reg:a@b.co" />,
    );
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '123' } });
    expect(onChange).toHaveBeenCalledWith('123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows its error and turns the field red', () => {
    render(
      <CodeField
        id="c"
        value=""
        error="CODE_FORMAT"
        onChange={() => undefined}
        onSend={() => Promise.resolve(false)}
        countdownKey="x"
      />,
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByLabelText('Verification code').closest('.field')?.className).toBe(
      'field field--error',
    );
  });
});
