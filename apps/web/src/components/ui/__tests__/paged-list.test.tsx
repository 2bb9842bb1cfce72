import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render as renderBare, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@meridian/contract';

import { PagedList } from '../paged-list';

type Row = { id: number; name: string };
type Query = UseInfiniteQueryResult<InfiniteData<Page<Row>>>;

const page = (ids: number[], current_page: number, last_page: number): Page<Row> => ({
  data: ids.map((id) => ({ id, name: `row ${id}` })),
  current_page,
  per_page: 10,
  total: 3,
  last_page,
});

function loaded(pages: Page<Row>[], hasNextPage: boolean): Query {
  return {
    isPending: false,
    isError: false,
    data: { pages, pageParams: pages.map((_, index) => index + 1) },
    hasNextPage,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
  } as unknown as Query;
}

/** Lists read `?id=` (the row a link points at) from the address. */
const render = (ui: ReactElement, address = '/') =>
  renderBare(<MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>);

describe('<PagedList>', () => {
  it('lists every loaded row once and says when there is no more', () => {
    render(
      <PagedList
        query={loaded([page([3, 2], 1, 2), page([2, 1], 2, 2)], false)}
        emptyTitle="Nothing yet"
        renderRow={(row) => <span>{row.name}</span>}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'row 3',
      'row 2',
      'row 1',
    ]);
    expect(screen.getByText('No more data')).toBeTruthy();
  });

  it('shows the empty state when the first page is empty', () => {
    render(
      <PagedList
        query={loaded([page([], 1, 1)], false)}
        emptyTitle="Nothing yet"
        renderRow={(row) => <span>{row.name}</span>}
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('marks the row named by ?id= as the current one and scrolls it into view', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <PagedList
        query={loaded([page([3, 2, 1], 1, 1)], false)}
        emptyTitle="Nothing yet"
        renderRow={(row) => <span>{row.name}</span>}
      />,
      '/orders?id=2',
    );
    const current = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-current'));
    expect(current.map((li) => li.textContent)).toEqual(['row 2']);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
