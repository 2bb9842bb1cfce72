import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { SendCodeButton } from '../send-code-button';

describe('<SendCodeButton>', () => {
  it('counts down 60 s after a successful send, then allows another', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn().mockResolvedValue(true);
    render(<SendCodeButton onSend={onSend} countdownKey="a@b.co" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(screen.getByRole('button').textContent).toBe('Resend in 60s');
    expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button').textContent).toBe('Resend in 59s');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button').textContent).toBe('Send code');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('starts no countdown when nothing was sent', async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    render(<SendCodeButton onSend={onSend} countdownKey="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(screen.getByRole('button').textContent).toBe('Send code');
  });

  it('keeps the countdown when the page is left and re-entered', async () => {
    vi.useFakeTimers();
    const first = render(
      <SendCodeButton onSend={vi.fn().mockResolvedValue(true)} countdownKey="13800000000" />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    first.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });

    render(<SendCodeButton onSend={vi.fn()} countdownKey="13800000000" />);
    expect(screen.getByRole('button').textContent).toBe('Resend in 50s');
  });
});
