import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { QueryFallback } from '../query-fallback';

describe('<QueryFallback>', () => {
  it('shows the failure with a retry that refetches', () => {
    const refetch = vi.fn();
    render(<QueryFallback query={{ isError: true, error: new Error('down'), refetch }} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows no failure while the query is still loading', () => {
    render(<QueryFallback query={{ isError: false, error: null, refetch: vi.fn() }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
