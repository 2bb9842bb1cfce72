import { useState } from 'react';
import { useList, useTranslate } from '@refinedev/core';
import { List } from '@refinedev/antd';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ADMIN_ROLES,
  isValidPassword,
  type AdminRole,
  type OperatorCreateInput,
  type OperatorView,
} from '@meridian/contract';

import { useOperator } from '../../auth/use-operator';
import { DateTime } from '../../components/values';
import { useAction } from '../../components/use-action';

/** A new operator account: address, first password and role; TOTP is enrolled at first sign-in. */
function CreateOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<OperatorCreateInput>();
  const { run, busy } = useAction();
  const submit = async () => {
    const values = await form.validateFields();
    if (await run('/admin/operators/create', values, { refresh: ['operators', 'audit'] })) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t('operators.accounts.create')}
      okText={t('operators.accounts.createOk')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'operator' }}>
        <Form.Item
          name="email"
          label={t('operators.accounts.email')}
          rules={[{ required: true, type: 'email', message: t('operators.accounts.emailRule') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('operators.accounts.password')}
          extra={t('operators.accounts.passwordNote')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('operators.accounts.passwordRule'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.accounts.role')}>
          <Select
            options={ADMIN_ROLES.map((role) => ({
              value: role,
              label: `${t(`roles.${role}`)} — ${t(`operators.roleNotes.${role}`)}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Operator accounts, for super-operators: create, disable or enable, and reset a lost
 * authenticator (the account enrols again at its next sign-in). Never one's own account.
 */
export function OperatorsPage() {
  const t = useTranslate();
  const { me, isSuper } = useOperator();
  const { run, busy } = useAction();
  const [creating, setCreating] = useState(false);
  const { result, query } = useList<OperatorView>({
    resource: 'operators',
    pagination: { mode: 'off' },
    queryOptions: { enabled: isSuper },
  });
  const act = (path: 'disable' | 'enable' | 'reset-totp', id: number) =>
    void run(`/admin/operators/${path}`, { id }, { refresh: ['operators', 'audit'] });

  return (
    <List
      title={t('operators.accounts.title')}
      headerButtons={
        isSuper ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('operators.accounts.create')}
          </Button>
        ) : null
      }
    >
      {me && !isSuper ? (
        <Alert type="info" showIcon message={t('operators.accounts.superOnly')} />
      ) : (
        <Table<OperatorView>
          rowKey="id"
          size="small"
          data-testid="operators-table"
          loading={query.isLoading || busy}
          dataSource={result.data}
          pagination={false}
          columns={[
            { title: t('operators.accounts.email'), dataIndex: 'email' },
            {
              title: t('operators.accounts.role'),
              dataIndex: 'role',
              render: (role: AdminRole) => (
                <Tag color={role === 'auditor' ? 'default' : role === 'super' ? 'purple' : 'blue'}>
                  {t(`roles.${role}`)}
                </Tag>
              ),
            },
            {
              title: t('operators.accounts.status'),
              dataIndex: 'disabled_at',
              render: (disabledAt: number | null) =>
                disabledAt ? (
                  <Space size={4}>
                    <Tag color="#cf1322">{t('operators.accounts.disabled')}</Tag>
                    <DateTime value={disabledAt} />
                  </Space>
                ) : (
                  <Tag color="#237804">{t('operators.accounts.active')}</Tag>
                ),
            },
            {
              title: t('operators.accounts.totp'),
              dataIndex: 'totp_enrolled',
              render: (enrolled: boolean) =>
                enrolled ? t('operators.accounts.enrolled') : t('operators.accounts.notEnrolled'),
            },
            {
              title: t('operators.accounts.created'),
              dataIndex: 'created_at',
              render: (value: number) => <DateTime value={value} />,
            },
            {
              title: t('operators.accounts.lastSeen'),
              dataIndex: 'last_seen_at',
              render: (value: number | null) =>
                value ? <DateTime value={value} /> : t('operators.accounts.never'),
            },
            {
              title: t('operators.accounts.actions'),
              key: 'actions',
              render: (_: unknown, row: OperatorView) =>
                row.id === me?.id ? (
                  <Tag>{t('operators.accounts.you')}</Tag>
                ) : (
                  <Space>
                    {row.disabled_at ? (
                      <Button size="small" onClick={() => act('enable', row.id)}>
                        {t('operators.accounts.enable')}
                      </Button>
                    ) : (
                      <Popconfirm
                        title={t('operators.accounts.disableConfirm', { email: row.email })}
                        okText={t('operators.accounts.disable')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => act('disable', row.id)}
                      >
                        <Button size="small" danger>
                          {t('operators.accounts.disable')}
                        </Button>
                      </Popconfirm>
                    )}
                    <Popconfirm
                      title={t('operators.accounts.resetConfirm', { email: row.email })}
                      okText={t('operators.accounts.reset')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => act('reset-totp', row.id)}
                    >
                      <Button size="small">{t('operators.accounts.reset')}</Button>
                    </Popconfirm>
                  </Space>
                ),
            },
          ]}
        />
      )}
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
    </List>
  );
}
