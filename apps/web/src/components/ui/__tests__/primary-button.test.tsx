import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

import { PrimaryButton } from '../primary-button';

describe('<PrimaryButton>', () => {
  it('draws a form submit as a full-width, large, rounded primary bar', () => {
    render(<PrimaryButton type="submit">Save</PrimaryButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    for (const name of ['adm-button-primary', 'adm-button-shape-rounded', 'adm-button-block']) {
      expect(button.classList.contains(name)).toBe(true);
    }
    expect(button.classList.contains('adm-button-large')).toBe(true);
  });

  it('sizes an inline action to its text', () => {
    render(
      <PrimaryButton inline size="small">
        Trade again
      </PrimaryButton>,
    );
    const button = screen.getByRole('button', { name: 'Trade again' });
    expect(button.classList.contains('adm-button-block')).toBe(false);
    expect(button.classList.contains('adm-button-small')).toBe(true);
    expect(button.classList.contains('adm-button-primary')).toBe(true);
  });
});
