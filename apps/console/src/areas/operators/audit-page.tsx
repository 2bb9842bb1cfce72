import { useState } from 'react';
import { useList, useTranslate, type CrudFilter } from '@refinedev/core';
import { List, useTable } from '@refinedev/antd';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { AuditEntryView, OperatorView } from '@meridian/contract';

import { apiDownload } from '../../api/client';
import { useOperator } from '../../auth/use-operator';
import { DateTime } from '../../components/values';

interface FilterForm {
  admin_id?: number;
  action?: string;
  entity?: string;
  user_id?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type AuditQuery = Record<string, string | number | undefined>;

/** The form's values as the audit routes' query: a day range runs from its first day to its last. */
function queryOf(values: FilterForm): AuditQuery {
  const [from, to] = values.range ?? [];
  return {
    admin_id: values.admin_id ?? undefined,
    action: values.action?.trim() || undefined,
    entity: values.entity?.trim() || undefined,
    user_id: values.user_id ?? undefined,
    since: from ? from.startOf('day').valueOf() : undefined,
    until: to ? to.add(1, 'day').startOf('day').valueOf() : undefined,
  };
}

/** Every operator action, newest first, filtered; exportable as CSV with the same filters. */
export function AuditPage() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { isSuper } = useOperator();
  const [form] = Form.useForm<FilterForm>();
  const [query, setQuery] = useState<AuditQuery>({});
  const [exporting, setExporting] = useState(false);
  const { tableProps, setFilters } = useTable<AuditEntryView>({
    resource: 'audit',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: { mode: 'server' },
  });
  // Super-operators pick an operator by address; others (who cannot list accounts) by number.
  const { result: operators } = useList<OperatorView>({
    resource: 'operators',
    pagination: { mode: 'off' },
    queryOptions: { enabled: isSuper },
  });

  const apply = (values: FilterForm) => {
    const next = queryOf(values);
    setQuery(next);
    const filters: CrudFilter[] = Object.entries(next).map(([field, value]) => ({
      field,
      operator: 'eq',
      value,
    }));
    setFilters(filters, 'replace');
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await apiDownload('/admin/audit/csv', query, 'audit.csv');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <List
      title={t('operators.audit.title')}
      headerButtons={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('operators.audit.export')}
        </Button>
      }
    >
      <Form<FilterForm>
        form={form}
        layout="inline"
        onFinish={apply}
        style={{ marginBottom: 16, rowGap: 12 }}
        aria-label={t('operators.audit.filters')}
      >
        <Form.Item name="admin_id" label={t('operators.audit.operator')}>
          {isSuper ? (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 220 }}
              options={operators.data.map((o) => ({ value: o.id, label: o.email }))}
            />
          ) : (
            <InputNumber min={1} precision={0} style={{ width: 140 }} placeholder="#" />
          )}
        </Form.Item>
        <Form.Item
          name="action"
          label={t('operators.audit.action')}
          rules={[
            {
              pattern: /^[a-z_]{1,32}\.(?:[a-z_]{1,32})?$/,
              message: t('operators.audit.actionRule'),
            },
          ]}
        >
          <Input allowClear style={{ width: 190 }} placeholder="deposit.confirm" />
        </Form.Item>
        <Form.Item
          name="entity"
          label={t('operators.audit.entity')}
          rules={[{ pattern: /^[a-z_]{1,32}$/, message: t('operators.audit.entityRule') }]}
        >
          <Input allowClear style={{ width: 150 }} placeholder="deposit" />
        </Form.Item>
        <Form.Item name="user_id" label={t('operators.audit.user')}>
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="range" label={t('operators.audit.time')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('buttons.filter')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              {t('buttons.clear')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AuditEntryView>
        {...tableProps}
        rowKey="id"
        size="small"
        data-testid="audit-table"
        columns={[
          {
            title: t('operators.audit.at'),
            dataIndex: 'created_at',
            width: 170,
            render: (value: number) => <DateTime value={value} />,
          },
          { title: t('operators.audit.operator'), dataIndex: 'admin_email', width: 220 },
          {
            title: t('operators.audit.action'),
            dataIndex: 'action',
            width: 200,
            render: (action: string) => <Tag>{action}</Tag>,
          },
          {
            title: t('operators.audit.entity'),
            key: 'entity',
            width: 200,
            render: (_: unknown, row: AuditEntryView) => `${row.entity} ${row.entity_id}`,
          },
          {
            title: t('operators.audit.detail'),
            dataIndex: 'detail',
            render: (detail: unknown) =>
              detail === null || detail === undefined ? (
                '—'
              ) : (
                <Typography.Paragraph
                  code
                  style={{ margin: 0, maxWidth: 520, wordBreak: 'break-all' }}
                  ellipsis={{ rows: 2, expandable: true, symbol: t('operators.audit.more') }}
                >
                  {JSON.stringify(detail)}
                </Typography.Paragraph>
              ),
          },
        ]}
      />
    </List>
  );
}
