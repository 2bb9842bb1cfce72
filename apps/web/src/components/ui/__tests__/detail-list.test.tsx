import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';

import { DetailList } from '../detail-list';

describe('<DetailList>', () => {
  it('renders each row as dt/dd in the given look, named by its key', () => {
    const { container } = render(
      <DetailList
        className="fut-lines"
        rowClassName="fut-lines__row"
        rowData="line"
        testId="preview"
        rows={[
          { key: 'fee', label: 'Fee', value: '1.20' },
          false,
          { key: 'total', label: 'Total', value: '101.20', className: 'is-strong' },
        ]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list?.className).toBe('fut-lines');
    expect(list?.dataset.testid).toBe('preview');
    const rows = [...container.querySelectorAll('dl > div')];
    expect(rows.map((row) => row.className)).toEqual([
      'fut-lines__row',
      'fut-lines__row is-strong',
    ]);
    expect(rows.map((row) => (row as HTMLElement).dataset.line)).toEqual(['fee', 'total']);
    expect(rows.map((row) => row.textContent)).toEqual(['Fee1.20', 'Total101.20']);
  });

  it('leaves rows without classes or data bare', () => {
    const { container } = render(
      <DetailList className="kyc-limits" rows={[{ key: 'a', label: 'A', value: 'B' }]} />,
    );
    const row = container.querySelector('dl > div');
    expect(row?.getAttributeNames()).toEqual([]);
  });
});
