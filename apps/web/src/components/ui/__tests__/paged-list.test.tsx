import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
