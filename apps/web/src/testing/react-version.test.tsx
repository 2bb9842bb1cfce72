import { describe, expect, it } from 'vitest';
import { version } from 'react';
import Button from 'antd-mobile/es/components/button';
import { render, screen } from '@testing-library/react';

describe('test environment', () => {
  it('runs one React 19 shared by the app and antd-mobile', () => {
    expect(version.startsWith('19.')).toBe(true);
    // A component from antd-mobile rendering without "invalid hook call" proves it shares it.
    render(<Button>press</Button>);
    expect(screen.getByRole('button', { name: 'press' })).toBeTruthy();
  });
});
