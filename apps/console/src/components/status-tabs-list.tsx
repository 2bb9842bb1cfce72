import { Fragment, useState, type ReactNode } from 'react';
import { List, useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Tabs } from 'antd';

/**
 * A queue read one state at a time (deposits, withdrawals, identity reviews, four-eyes requests):
 * the list page with a tab per state, the first open, and below it the state's own table. The
 * table is made afresh when the tab changes, so its paging and open rows start over.
 */
export function StatusTabsList<S extends string | number>({
  title,
  headerButtons,
  statuses,
  label,
  children,
}: {
  title: string;
  headerButtons?: ReactNode;
  statuses: readonly S[];
  /** The tab's text for a state. */
  label: (status: S) => string;
  /** The table of the rows in a state. */
  children: (status: S) => ReactNode;
}) {
  const [status, setStatus] = useState<S>(statuses[0]!);
  return (
    <List title={title} headerButtons={headerButtons}>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => setStatus(statuses.find((s) => String(s) === key) ?? statuses[0]!)}
        items={statuses.map((s) => ({ key: String(s), label: label(s) }))}
      />
      <Fragment key={String(status)}>{children(status)}</Fragment>
    </List>
  );
}

/** One state's rows of a queue resource, 20 a page, for a table under a StatusTabsList. */
export function useStatusTable<T extends BaseRecord>(resource: string, status: string | number) {
  return useTable<T>({
    resource,
    syncWithLocation: false,
    filters: { permanent: [{ field: 'status', operator: 'eq', value: status }] },
    pagination: { pageSize: 20 },
  });
}
