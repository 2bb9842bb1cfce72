import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, InputNumber, Spin, Switch } from 'antd';
import { useParams } from 'react-router';

import { BannerImageField } from './banner-image';
import { LINK_PATTERN } from './editor-extensions';
import { NEWS_FIELDS, NEWS_KINDS, textsOf, type NewsKind } from './news-kinds';
import { TextsEditor } from './texts-editor';
import { useContentAction, useNews } from './use-content';

interface NewsSettings {
  is_popup: boolean;
  image: string;
  link: string;
  sort: number;
}

/** Writes a notice, pop-up or banner: `/content/<kind>s/new` or `/content/<kind>s/<id>`. */
export function NewsEditorPage({ kind }: { kind: NewsKind }) {
  const t = useTranslate();
  const { id } = useParams();
  const config = NEWS_KINDS[kind];
  const news = useNews(config.cId);
  const { run } = useContentAction();
  const [form] = Form.useForm<NewsSettings>();
  const image = Form.useWatch('image', form) ?? '';
  const isNew = id === 'new';
  const item = isNew ? undefined : news.data?.find((n) => String(n.id) === id);

  if (!isNew && news.isLoading) return <Spin />;
  if (!isNew && !item) return <Alert type="error" message={t('content.notFound')} />;

  const initial: NewsSettings = {
    is_popup: item?.is_popup ?? kind === 'popup',
    image: item?.image ?? '',
    link: item?.link ?? '',
    sort: item?.sort ?? 0,
  };

  return (
    <TextsEditor
      key={id}
      title={t(`content.${isNew ? 'create' : 'editTitle'}.${kind}`)}
      back={config.base}
      fields={NEWS_FIELDS}
      initial={textsOf(item?.translations ?? {})}
      published={item?.is_published ?? false}
      isNew={isNew}
      time={item?.created_at}
      preview={{ kind: config.preview, image }}
      settings={
        <Form form={form} layout="vertical" initialValues={initial}>
          {kind === 'banner' ? (
            <>
              <BannerImageField />
              <Form.Item
                name="link"
                label={t('content.fields.link')}
                extra={t('content.linkHelp')}
                rules={[
                  {
                    validator: (_, v: string | undefined) =>
                      !v?.trim() || (LINK_PATTERN.test(v.trim()) && !v.startsWith('mailto:'))
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('content.editor.linkInvalid'))),
                  },
                ]}
              >
                <Input placeholder="/pages/common/aboutus" />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="is_popup"
              label={t('content.fields.is_popup')}
              extra={t('content.popupHelp')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          )}
          <Form.Item name="sort" label={t('content.fields.sort')} extra={t('content.sortHelp')}>
            <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
          </Form.Item>
        </Form>
      }
      onSave={async (publish, translations) => {
        const settings = await form.validateFields().catch(() => null);
        if (!settings) return false;
        const body = {
          c_id: config.cId,
          is_popup: kind === 'banner' ? false : settings.is_popup,
          image: kind === 'banner' ? settings.image.trim() : (item?.image ?? ''),
          link: kind === 'banner' ? settings.link.trim() : (item?.link ?? ''),
          sort: settings.sort ?? 0,
          is_published: publish,
          translations,
        };
        const answer = isNew
          ? await run('/admin/news/create', body)
          : await run('/admin/news/update', { ...body, id: item!.id });
        return answer !== undefined;
      }}
    />
  );
}
