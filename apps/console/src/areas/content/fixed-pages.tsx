import { PAGE_KEYS, type AdminPageView, type PageKey } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Alert, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { DateTime } from '../../components/values';
import { LanguagesCell, RowActions, StatusTag } from './list-parts';
import { PAGE_FIELDS, nameOf, textsOf } from './news-kinds';
import { TextsEditor } from './texts-editor';
import { useContentAction, usePages } from './use-content';

const BASE = '/content/pages';

/** A page as listed: the stored one, or a not yet written one (a draft with no text). */
function pageRows(stored: AdminPageView[]): AdminPageView[] {
  return PAGE_KEYS.map(
    (key) =>
      stored.find((p) => p.key === key) ?? {
        key,
        is_published: false,
        translations: {},
        updated_at: 0,
      },
  );
}

/** The fixed pages (about us, contact us, compliance, share): written, not created. */
export function PagesListPage() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const pages = usePages();
  const { run } = useContentAction();
  const rows = pageRows(pages.data ?? []);
  return (
    <List title={t('content.lists.pages')}>
      <Table<AdminPageView>
        rowKey="key"
        dataSource={rows}
        loading={pages.isLoading}
        pagination={false}
        columns={[
          {
            title: t('content.fields.page'),
            key: 'key',
            render: (_, row) => t(`content.pageNames.${row.key}`),
          },
          {
            title: t('content.fields.title'),
            key: 'title',
            render: (_, row) => nameOf(row.translations, 'title', i18n.language) || '—',
          },
          {
            title: t('content.languages'),
            key: 'languages',
            width: 150,
            render: (_, row) => (
              <LanguagesCell fields={PAGE_FIELDS} texts={textsOf(row.translations)} />
            ),
          },
          {
            title: t('content.status'),
            key: 'status',
            width: 130,
            render: (_, row) => <StatusTag published={row.is_published} />,
          },
          {
            title: t('content.updated'),
            key: 'updated',
            width: 180,
            render: (_, row) => <DateTime value={row.updated_at} />,
          },
          {
            title: t('content.actions'),
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <RowActions
                name={t(`content.pageNames.${row.key}`)}
                published={row.is_published}
                onEdit={() => navigate(`${BASE}/${row.key}`)}
                onPublish={
                  row.updated_at
                    ? (publish) =>
                        void run(`/admin/pages/${publish ? 'publish' : 'unpublish'}`, {
                          key: row.key,
                        })
                    : undefined
                }
              />
            ),
          },
        ]}
      />
    </List>
  );
}

/** One fixed page's title and text in the eight languages. */
export function PageEditorPage() {
  const t = useTranslate();
  const { key } = useParams();
  const pages = usePages();
  const { run } = useContentAction();
  if (pages.isLoading) return <Spin />;
  if (!PAGE_KEYS.includes(key as PageKey)) {
    return <Alert type="error" message={t('content.notFound')} />;
  }
  const page = pageRows(pages.data ?? []).find((p) => p.key === key)!;
  return (
    <TextsEditor
      key={key}
      title={`${t('content.editTitle.page')}: ${t(`content.pageNames.${page.key}`)}`}
      back={BASE}
      fields={PAGE_FIELDS}
      initial={textsOf(page.translations)}
      published={page.is_published}
      isNew={false}
      preview={{ kind: 'page' }}
      onSave={async (publish, translations) =>
        (await run('/admin/pages/update', {
          key: page.key,
          is_published: publish,
          translations,
        })) !== undefined
      }
    />
  );
}
