import { List, useTable } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Input, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';

import { DateTime } from '../../components/values';
import type { UserRow } from './users-types';

/** Users found by id, email, mobile or invite code; a row opens the user's page. */
export function UsersListPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { tableProps, setFilters } = useTable<UserRow>({
    resource: 'users',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
  });
  return (
    <>
      <List title={t('users.list.title')}>
        <Input.Search
          allowClear
          enterButton={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          aria-label={t('users.list.searchLabel')}
          style={{ maxWidth: 520, marginBottom: 16 }}
          onSearch={(keyword) =>
            setFilters(
              [{ field: 'keyword', operator: 'eq', value: keyword.trim() || undefined }],
              'replace',
            )
          }
          data-testid="users-search"
        />
        <Table<UserRow>
          {...tableProps}
          rowKey="id"
          data-testid="users-table"
          onRow={(row) => ({
            onClick: () => void navigate(`/users/show/${row.id}`),
            style: { cursor: 'pointer' },
          })}
          columns={[
            { title: t('users.fields.id'), dataIndex: 'id', width: 90 },
            {
              title: t('users.fields.email'),
              dataIndex: 'email',
              render: (_, row) =>
                row.email ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
            {
              title: t('users.fields.mobile'),
              dataIndex: 'mobile',
              render: (_, row) =>
                row.mobile ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
            { title: t('users.fields.nickname'), dataIndex: 'nickname' },
            {
              title: t('users.fields.kycLevel'),
              dataIndex: 'real_level',
              render: (_, row) => t(`users.kyc.levels.${row.real_level}`),
            },
            {
              title: t('users.fields.registeredAt'),
              dataIndex: 'created_at',
              render: (_, row) => <DateTime value={row.created_at} />,
            },
            {
              title: t('users.fields.actions'),
              key: 'actions',
              render: (_, row) => (
                <Link
                  to={`/users/show/${row.id}`}
                  onClick={(e) => e.stopPropagation()}
                  aria-label={t('users.list.openLabel', { id: row.id })}
                >
                  {t('users.list.open')}
                </Link>
              ),
            },
          ]}
        />
      </List>
    </>
  );
}
