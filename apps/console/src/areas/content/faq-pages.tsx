import { PlusOutlined } from '@ant-design/icons';
import type { AdminFaqView } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Form, InputNumber, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { ContentTable } from './content-table';
import { FAQ_FIELDS, nameOf, textsOf } from './news-kinds';
import { moved } from './order';
import { TextsEditor } from './texts-editor';
import { useContentAction, useFaq } from './use-content';

const BASE = '/content/faq';

/** The FAQ: questions in the order the app lists them, drafts too. */
export function FaqListPage() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const faq = useFaq();
  const { run } = useContentAction();
  const rows = faq.data ?? [];
  const ids = rows.map((r) => r.id);
  const question = (row: AdminFaqView) => nameOf(row.translations, 'question', i18n.language);
  return (
    <List
      title={t('content.lists.faq')}
      headerButtons={
        canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/new`)}>
            {t('content.create.faq')}
          </Button>
        ) : null
      }
    >
      <ContentTable<AdminFaqView>
        rows={rows}
        rowKey="id"
        loading={faq.isLoading}
        paged
        fields={FAQ_FIELDS}
        name={question}
        columns={[
          {
            title: t('content.fields.question'),
            key: 'question',
            render: (_, row) => question(row),
          },
        ]}
        onMove={(row, step) => void run('/admin/faq/sort', { ids: moved(ids, ids, row.id, step) })}
        actions={(row) => ({
          onEdit: () => void navigate(`${BASE}/${row.id}`),
          onPublish: (publish) =>
            void run(`/admin/faq/${publish ? 'publish' : 'unpublish'}`, { id: row.id }),
          onDelete: () => void run('/admin/faq/delete', { id: row.id }),
        })}
      />
    </List>
  );
}

/** One FAQ item: its question and answer in the eight languages. */
export function FaqEditorPage() {
  const t = useTranslate();
  const { id } = useParams();
  const faq = useFaq();
  const { run } = useContentAction();
  const [form] = Form.useForm<{ sort: number }>();
  const isNew = id === 'new';
  const item = isNew ? undefined : faq.data?.find((n) => String(n.id) === id);
  if (!isNew && faq.isLoading) return <Spin />;
  if (!isNew && !item) return <Alert type="error" message={t('content.notFound')} />;
  return (
    <TextsEditor
      key={id}
      title={t(`content.${isNew ? 'create' : 'editTitle'}.faq`)}
      back={BASE}
      fields={FAQ_FIELDS}
      initial={textsOf(item?.translations ?? {})}
      published={item?.is_published ?? false}
      isNew={isNew}
      preview={{ kind: 'faq' }}
      settings={
        <Form form={form} layout="vertical" initialValues={{ sort: item?.sort ?? 0 }}>
          <Form.Item name="sort" label={t('content.fields.sort')} extra={t('content.sortHelp')}>
            <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
          </Form.Item>
        </Form>
      }
      onSave={async (publish, translations) => {
        const { sort } = form.getFieldsValue();
        const body = { sort: sort ?? 0, is_published: publish, translations };
        const answer = isNew
          ? await run('/admin/faq/create', body)
          : await run('/admin/faq/update', { ...body, id: item!.id });
        return answer !== undefined;
      }}
    />
  );
}
