import { PAGE_KEYS, type AdminPageView, type PageKey } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { ContentTable } from './content-table';
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
      <ContentTable<AdminPageView>
        rows={rows}
        rowKey="key"
        loading={pages.isLoading}
        fields={PAGE_FIELDS}
        name={(row) => t(`content.pageNames.${row.key}`)}
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
        ]}
        actions={(row) => ({
          onEdit: () => void navigate(`${BASE}/${row.key}`),
          // A page never written has nothing to publish yet.
          onPublish: row.updated_at
            ? (publish) =>
                void run(`/admin/pages/${publish ? 'publish' : 'unpublish'}`, { key: row.key })
            : undefined,
        })}
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
