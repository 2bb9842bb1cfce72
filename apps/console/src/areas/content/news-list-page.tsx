import { PlusOutlined } from '@ant-design/icons';
import type { AdminNewsView } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Button, Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { ContentTable } from './content-table';
import { NEWS_FIELDS, NEWS_KINDS, nameOf, type NewsKind } from './news-kinds';
import { moved } from './order';
import { useContentAction, useNews } from './use-content';

/** Notices, pop-ups or banners: every item, drafts too, in the order the app shows them. */
export function NewsListPage({ kind }: { kind: NewsKind }) {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const config = NEWS_KINDS[kind];
  const news = useNews(config.cId);
  const { run } = useContentAction();
  const all = news.data ?? [];
  const rows = all.filter(config.shows);
  const ids = rows.map((r) => r.id);

  const move = (id: number, step: -1 | 1) =>
    void run('/admin/news/sort', {
      ids: moved(
        all.map((n) => n.id),
        ids,
        id,
        step,
      ),
    });

  return (
    <List
      title={t(`content.lists.${kind}`)}
      headerButtons={
        canWrite ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`${config.base}/new`)}
          >
            {t(`content.create.${kind}`)}
          </Button>
        ) : null
      }
    >
      <ContentTable<AdminNewsView>
        rows={rows}
        rowKey="id"
        loading={news.isLoading}
        paged
        fields={NEWS_FIELDS}
        name={(row) => nameOf(row.translations, 'title', i18n.language)}
        columns={[
          ...(kind === 'banner'
            ? [
                {
                  title: t('content.fields.image'),
                  key: 'image',
                  width: 140,
                  render: (_: unknown, row: AdminNewsView) =>
                    row.image ? (
                      <Image
                        src={row.image}
                        width={120}
                        height={36}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                        alt={nameOf(row.translations, 'title', i18n.language)}
                      />
                    ) : (
                      '—'
                    ),
                },
              ]
            : []),
          {
            title: t('content.fields.title'),
            key: 'title',
            render: (_, row) => (
              <>
                {nameOf(row.translations, 'title', i18n.language)}
                {kind === 'notice' && row.is_popup ? (
                  <Tag style={{ marginInlineStart: 8 }}>{t('content.popupTag')}</Tag>
                ) : null}
              </>
            ),
          },
        ]}
        onMove={(row, step) => move(row.id, step)}
        actions={(row) => ({
          onEdit: () => void navigate(`${config.base}/${row.id}`),
          onPublish: (publish) =>
            void run(`/admin/news/${publish ? 'publish' : 'unpublish'}`, { id: row.id }),
          onDelete: () => void run('/admin/news/delete', { id: row.id }),
        })}
      />
    </List>
  );
}
