import { useTranslate } from '@refinedev/core';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { DateTime } from '../../components/values';
import type { TextField } from './languages';
import { LanguagesCell, RowActions, StatusTag } from './list-parts';
import { textsOf } from './news-kinds';

/** What every content list's row has: its texts in the eight languages and its state. */
interface ContentRow {
  is_published: boolean;
  translations: object;
  updated_at: number;
}

/** What a row's buttons do; publish and delete only where the item has them. */
export interface ContentRowActions {
  onEdit: () => void;
  onPublish?: (publish: boolean) => void;
  onDelete?: () => void;
}

/**
 * A content list (notices, pop-ups, banners, FAQ, fixed pages, tiles): the item's own columns,
 * then the ones every list shares: how many languages are written, published or draft, when it
 * was updated (`updated`), and the row's actions, with up and down where the order can change.
 */
export function ContentTable<T extends ContentRow>({
  rows,
  rowKey,
  loading,
  paged,
  columns,
  fields,
  name,
  actions,
  onMove,
  updated = true,
}: {
  rows: T[];
  rowKey: keyof T & string;
  loading: boolean;
  /** 20 a page; otherwise the whole list at once. */
  paged?: boolean;
  /** The item's own columns, first in the row. */
  columns: ColumnsType<T>;
  /** The texts an item has in each language, for the languages column. */
  fields: TextField[];
  /** The row's name in the operator's language, said by its icon buttons. */
  name: (row: T) => string;
  actions: (row: T) => ContentRowActions;
  /** Moves a row one place up (-1) or down (1); without it, the order is fixed. */
  onMove?: (row: T, step: -1 | 1) => void;
  updated?: boolean;
}) {
  const t = useTranslate();
  const shared: ColumnsType<T> = [
    {
      title: t('content.languages'),
      key: 'languages',
      width: 150,
      render: (_, row) => <LanguagesCell fields={fields} texts={textsOf(row.translations)} />,
    },
    {
      title: t('content.status'),
      key: 'status',
      width: 130,
      render: (_, row) => <StatusTag published={row.is_published} />,
    },
    ...(updated
      ? [
          {
            title: t('content.updated'),
            key: 'updated',
            width: 180,
            render: (_: unknown, row: T) => <DateTime value={row.updated_at} />,
          },
        ]
      : []),
    {
      title: t('content.actions'),
      key: 'actions',
      width: onMove ? 330 : 260,
      render: (_, row) => (
        <RowActions
          name={name(row)}
          published={row.is_published}
          first={rows[0] === row}
          last={rows[rows.length - 1] === row}
          onMove={onMove ? (step) => onMove(row, step) : undefined}
          {...actions(row)}
        />
      ),
    },
  ];
  return (
    <Table<T>
      rowKey={rowKey}
      dataSource={rows}
      loading={loading}
      pagination={paged ? { pageSize: 20, hideOnSinglePage: true } : false}
      columns={[...columns, ...shared]}
    />
  );
}
