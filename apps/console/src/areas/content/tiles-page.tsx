import { useState } from 'react';
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import type { AdminMenuItemView, Language } from '@meridian/contract';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { App, Button, Col, Form, Input, InputNumber, Modal, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import { useOperator } from '../../auth/use-operator';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, translationsPayload } from './languages';
import { ContentTable } from './content-table';
import { ORANGE, StatusTag } from './list-parts';
import { TILE_FIELDS, nameOf, textsOf } from './news-kinds';
import { moved } from './order';
import { useContentAction, useMenuItems } from './use-content';

/** The home page's tiles: their order, icon, route, label in eight languages, and status. */
export function TilesPage() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const { canWrite } = useOperator();
  const menu = useMenuItems();
  const { run } = useContentAction();
  const [editing, setEditing] = useState<AdminMenuItemView | 'new' | null>(null);
  const rows = menu.data ?? [];
  const ids = rows.map((r) => r.id);
  return (
    <List
      title={t('content.lists.tiles')}
      headerButtons={
        canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('content.create.tile')}
          </Button>
        ) : null
      }
    >
      <ContentTable<AdminMenuItemView>
        rows={rows}
        rowKey="id"
        loading={menu.isLoading}
        updated={false}
        fields={TILE_FIELDS}
        name={(row) => nameOf(row.translations, 'label', i18n.language)}
        columns={[
          {
            title: t('content.fields.label'),
            key: 'label',
            render: (_, row) => nameOf(row.translations, 'label', i18n.language),
          },
          { title: t('content.fields.key'), dataIndex: 'key', key: 'key' },
          {
            title: t('content.fields.icon'),
            key: 'icon',
            render: (_, row) => <code>{row.icon}</code>,
          },
          {
            title: t('content.fields.route'),
            key: 'route',
            render: (_, row) =>
              row.route ? <code>{row.route}</code> : <Tag>{t('content.notBuilt')}</Tag>,
          },
        ]}
        onMove={(row, step) => void run('/admin/menu/sort', { ids: moved(ids, ids, row.id, step) })}
        actions={(row) => ({
          onEdit: () => setEditing(row),
          onPublish: (publish) =>
            void run(`/admin/menu/${publish ? 'publish' : 'unpublish'}`, { id: row.id }),
          onDelete: () => void run('/admin/menu/delete', { id: row.id }),
        })}
      />
      {editing ? (
        <TileModal
          tile={editing === 'new' ? null : editing}
          readOnly={!canWrite}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </List>
  );
}

interface TileForm {
  key: string;
  icon: string;
  route: string;
  sort: number;
  labels: Partial<Record<Language, string>>;
}

/** A tile's settings and its label in the eight languages side by side. */
function TileModal({
  tile,
  readOnly,
  onClose,
}: {
  tile: AdminMenuItemView | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { run, busy } = useContentAction();
  const [form] = Form.useForm<TileForm>();
  const labels: Partial<Record<Language, string>> = Form.useWatch('labels', form) ?? {};
  const before = textsOf(tile?.translations ?? {});
  const save = async (publish: boolean) => {
    const values = await form.validateFields();
    const texts = Object.fromEntries(
      CONTENT_LANGUAGES.map((lang) => [lang, { label: values.labels?.[lang] ?? '' }]),
    );
    const answer = translationsPayload(TILE_FIELDS, texts, before);
    if ('problem' in answer) {
      void message.error(
        t('content.fieldRequired', {
          field: t('content.fields.label'),
          language: LANGUAGE_NAMES[answer.problem.lang],
        }),
      );
      return;
    }
    const body = {
      icon: values.icon.trim(),
      route: values.route?.trim() ?? '',
      sort: values.sort ?? 0,
      is_published: publish,
      translations: answer.translations,
    };
    const done = tile
      ? await run('/admin/menu/update', { ...body, id: tile.id })
      : await run('/admin/menu/create', { ...body, key: values.key.trim() });
    if (done !== undefined) onClose();
  };
  return (
    <Modal
      open
      width={880}
      title={t(tile ? 'content.editTitle.tile' : 'content.create.tile')}
      onCancel={onClose}
      footer={
        readOnly
          ? [
              <Button key="close" onClick={onClose}>
                {t('content.cancel')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('content.cancel')}
              </Button>,
              <Button key="draft" loading={busy} onClick={() => void save(false)}>
                {tile?.is_published ? t('content.saveUnpublish') : t('content.saveDraft')}
              </Button>,
              <Button key="publish" type="primary" loading={busy} onClick={() => void save(true)}>
                {t('content.savePublish')}
              </Button>,
            ]
      }
    >
      {tile ? <StatusTag published={tile.is_published} /> : null}
      <Form<TileForm>
        form={form}
        layout="vertical"
        disabled={readOnly}
        style={{ marginTop: 12 }}
        initialValues={{
          key: tile?.key ?? '',
          icon: tile?.icon ?? '',
          route: tile?.route ?? '',
          sort: tile?.sort ?? 0,
          labels: Object.fromEntries(
            CONTENT_LANGUAGES.map((lang) => [lang, tile?.translations[lang]?.label ?? '']),
          ),
        }}
      >
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="key"
              label={t('content.fields.key')}
              extra={t('content.keyHelp')}
              rules={[
                {
                  required: true,
                  pattern: /^[a-z][a-z0-9_]{1,31}$/,
                  message: t('content.keyInvalid'),
                },
              ]}
            >
              <Input disabled={Boolean(tile)} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="icon"
              label={t('content.fields.icon')}
              extra={t('content.iconHelp')}
              rules={[{ required: true, whitespace: true, message: t('content.iconRequired') }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="route"
              label={t('content.fields.route')}
              extra={t('content.routeHelp')}
              rules={[
                {
                  pattern: /^\/pages\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)+$/,
                  message: t('content.routeInvalid'),
                },
              ]}
            >
              <Input placeholder="/pages/fund/recharge" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="sort" label={t('content.fields.sort')}>
              <InputNumber
                min={-1_000_000}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {CONTENT_LANGUAGES.map((lang) => {
            const missing = !labels[lang]?.trim();
            return (
              <Col span={6} key={lang}>
                <Form.Item
                  name={['labels', lang]}
                  label={
                    <span>
                      <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>
                      {missing ? (
                        <Tag
                          className="missing-count"
                          icon={<WarningOutlined style={{ color: ORANGE }} />}
                        >
                          {lang === 'en' ? t('content.required') : t('content.usesEnglish')}
                        </Tag>
                      ) : null}
                    </span>
                  }
                >
                  <Input lang={LANGUAGE_TAGS[lang]} maxLength={40} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </Modal>
  );
}
