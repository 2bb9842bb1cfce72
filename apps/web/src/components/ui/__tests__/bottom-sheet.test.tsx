import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { BottomSheet } from '../bottom-sheet';

function mask(): Element {
  const element = document.querySelector('.adm-mask');
  if (!element) throw new Error('no mask');
  return element;
}

describe('<BottomSheet>', () => {
  it('shows its title in the sheet look and closes on a tap outside', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet visible title="Choose a coin" className="opt-sheet" onClose={onClose}>
        <p>body</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('heading', { name: 'Choose a coin' }).className).toBe('sheet__title');
    expect(screen.getByText('body').closest('.sheet')?.className).toContain('sheet opt-sheet');
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a tap outside while it may not be dismissed', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet visible maskClosable={false} onClose={onClose}>
        <p>busy</p>
      </BottomSheet>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
  });
});
