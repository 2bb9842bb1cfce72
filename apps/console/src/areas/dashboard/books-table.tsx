import { useTranslate } from '@refinedev/core';
import { Table, Typography } from 'antd';
import { HOUSE_ACCOUNTS, type AdminDashboardView } from '@meridian/contract';

import { Amount } from '../../components/values';

type Book = AdminDashboardView['books'][number];

/** A currency anyone holds: users or a house account. */
const inUse = (book: Book) =>
  !/^-?0(\.0*)?$/.test(book.liabilities) ||
  Object.values(book.houses).some((v) => !/^-?0(\.0*)?$/.test(v));

/**
 * The books per currency: what users hold (the platform owes it to them) and what each house
 * account holds (currencies nobody holds are left out). In the ledger each currency's users and
 * houses sum to zero.
 */
export function BooksTable({ books, loading }: { books: Book[]; loading: boolean }) {
  const t = useTranslate();
  return (
    <Table<Book>
      data-testid="books"
      rowKey="currency_id"
      size="small"
      loading={loading}
      dataSource={books.filter(inUse).length > 0 ? books.filter(inUse) : books}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('dashboard.books.currency'),
          dataIndex: 'currency_name',
          fixed: 'left',
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        {
          title: t('dashboard.books.liabilities'),
          dataIndex: 'liabilities',
          align: 'right',
          render: (value: string) => <Amount value={value} />,
        },
        ...HOUSE_ACCOUNTS.map((house) => ({
          title: t(`dashboard.houses.${house}`),
          key: house,
          align: 'right' as const,
          render: (_: unknown, book: Book) => <Amount value={book.houses[house] ?? '0'} />,
        })),
      ]}
    />
  );
}
