import { useState } from 'react';
import {
  SUPPORT_CANNED_TITLE_MAX,
  SUPPORT_TEXT_MAX,
  type AdminSupportCannedView,
} from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { DateTime } from '../../components/values';
import { refreshSupport, useCanned } from './support-api';

interface CannedForm {
  title: string;
  text: string;
  sort: number;
}

/** Creates or edits one canned reply. */
function CannedModal({
  editing,
  onClose,
}: {
  /** The reply edited, `'new'` for a new one. */
  editing: AdminSupportCannedView | 'new';
  onClose: () => void;
}) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const { run, busy } = useAction();
  const [form] = Form.useForm<CannedForm>();
  const fields = {
    title: t('support.canned.fields.title'),
    text: t('support.canned.fields.text'),
    sort: t('support.canned.fields.sort'),
  };
  const submit = async () => {
    const values = await form.validateFields();
    const done =
      editing === 'new'
        ? await run('/admin/support/canned/create', values, { fields })
        : await run('/admin/support/canned/update', { ...values, id: editing.id }, { fields });
    await refreshSupport(queryClient);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={editing === 'new' ? t('support.canned.create') : t('support.canned.edit')}
      okText={t('support.canned.save')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CannedForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          editing === 'new'
            ? { title: '', text: '', sort: 0 }
            : { title: editing.title, text: editing.text, sort: editing.sort }
        }
      >
        <Form.Item
          name="title"
          label={fields.title}
          rules={[
            {
              required: true,
              whitespace: true,
              max: SUPPORT_CANNED_TITLE_MAX,
              message: t('support.canned.titleRule', { max: SUPPORT_CANNED_TITLE_MAX }),
            },
          ]}
        >
          <Input maxLength={SUPPORT_CANNED_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="text"
          label={fields.text}
          rules={[
            {
              required: true,
              whitespace: true,
              max: SUPPORT_TEXT_MAX,
              message: t('support.canned.textRule', { max: SUPPORT_TEXT_MAX }),
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={SUPPORT_TEXT_MAX} />
        </Form.Item>
        <Form.Item name="sort" label={fields.sort}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The replies operators start from in a conversation; write roles add, edit and delete them. */
export function CannedRepliesPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const { canWrite } = useOperator();
  const { run } = useAction();
  const canned = useCanned();
  const [editing, setEditing] = useState<AdminSupportCannedView | 'new' | null>(null);
  return (
    <List
      title={t('support.canned.title')}
      headerButtons={
        canWrite ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('support.canned.create')}
          </Button>
        ) : null
      }
    >
      <Table<AdminSupportCannedView>
        rowKey="id"
        size="small"
        loading={canned.isPending}
        dataSource={canned.data ?? []}
        pagination={false}
        data-testid="support-canned-table"
        columns={[
          { title: t('support.canned.fields.title'), dataIndex: 'title', width: 220 },
          {
            title: t('support.canned.fields.text'),
            dataIndex: 'text',
            render: (text: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
                {text}
              </Typography.Paragraph>
            ),
          },
          { title: t('support.canned.fields.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('support.canned.fields.updated'),
            dataIndex: 'updated_at',
            width: 180,
            render: (value: number) => <DateTime value={value} />,
          },
          ...(canWrite
            ? [
                {
                  title: t('support.canned.fields.actions'),
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, row: AdminSupportCannedView) => (
                    <Space>
                      <Button size="small" onClick={() => setEditing(row)}>
                        {t('support.canned.edit')}
                      </Button>
                      <Popconfirm
                        title={t('support.canned.deleteConfirm', { title: row.title })}
                        okText={t('support.canned.delete')}
                        okButtonProps={{ danger: true }}
                        onConfirm={async () => {
                          await run('/admin/support/canned/delete', { id: row.id });
                          await refreshSupport(queryClient);
                        }}
                      >
                        <Button size="small" danger>
                          {t('support.canned.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? <CannedModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </List>
  );
}
