import { useState, type ReactNode } from 'react';
import type { Language } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { App, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  translationsPayload,
  type TextField,
  type Texts,
  type TextsByLanguage,
} from './languages';
import { StatusTag } from './list-parts';
import { PhonePreview, type PreviewKind } from './phone-preview';
import { TranslationsTabs } from './translations-tabs';

export type SaveTexts = (
  publish: boolean,
  translations: Partial<Record<Language, Texts | null>>,
) => Promise<boolean>;

/**
 * The editor page of a text item (notice, banner, pop-up, FAQ answer, fixed page): the item's own
 * settings, its texts in the eight languages, the phone preview of the language open, and the
 * two ways to save: as a draft (not shown in the app) or published.
 */
export function TextsEditor({
  title,
  back,
  fields,
  initial,
  published,
  isNew,
  preview,
  settings,
  onSave,
  time,
}: {
  title: string;
  /** Where cancel and a save lead. */
  back: string;
  fields: TextField[];
  initial: TextsByLanguage;
  published: boolean;
  isNew: boolean;
  preview: { kind: PreviewKind; image?: string };
  /** The item's own settings (image, link, order…), above the texts. */
  settings?: ReactNode;
  /** Checks the settings and writes; answers whether it was written. */
  onSave: SaveTexts;
  time?: number;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const [texts, setTexts] = useState<TextsByLanguage>(initial);
  const [active, setActive] = useState<Language>('en');
  const [busy, setBusy] = useState(false);

  const change = (lang: Language, field: string, value: string) =>
    setTexts((now) => ({ ...now, [lang]: { ...now[lang], [field]: value } }));

  const save = async (publish: boolean) => {
    const answer = translationsPayload(fields, texts, initial);
    if ('problem' in answer) {
      setActive(answer.problem.lang);
      void message.error(
        t('content.fieldRequired', {
          field: t(`content.fields.${answer.problem.field}`),
          language: LANGUAGE_NAMES[answer.problem.lang],
        }),
      );
      return;
    }
    setBusy(true);
    try {
      if (await onSave(publish, answer.translations)) void navigate(back);
    } finally {
      setBusy(false);
    }
  };

  const own = texts[active] ?? {};
  const english = texts.en ?? {};
  // The app falls back to English where a language has no text, so the preview does too.
  const shown = (field: string) => own[field] || english[field] || '';
  const titleField = fields[0]!.name;
  const htmlField = fields.find((f) => f.kind === 'html')?.name ?? '';
  return (
    <>
      <Space align="center" style={{ marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {isNew ? null : <StatusTag published={published} />}
      </Space>
      <Row gutter={24} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {settings ? (
            <Card size="small" title={t('content.settings')} style={{ marginBottom: 16 }}>
              {settings}
            </Card>
          ) : null}
          <Card size="small" title={t('content.texts')}>
            <TranslationsTabs
              fields={fields}
              texts={texts}
              active={active}
              onActive={setActive}
              onChange={change}
              readOnly={!canWrite}
            />
          </Card>
          <Space style={{ marginTop: 16 }} wrap>
            <Button onClick={() => void navigate(back)}>{t('content.cancel')}</Button>
            {canWrite ? (
              <>
                <Button loading={busy} onClick={() => void save(false)} data-testid="save-draft">
                  {published && !isNew ? t('content.saveUnpublish') : t('content.saveDraft')}
                </Button>
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void save(true)}
                  data-testid="save-publish"
                >
                  {t('content.savePublish')}
                </Button>
              </>
            ) : null}
          </Space>
        </Col>
        <Col flex="420px">
          <PhonePreview
            kind={preview.kind}
            image={preview.image}
            title={shown(titleField)}
            summary={fields.some((f) => f.name === 'summary') ? shown('summary') : undefined}
            html={htmlField ? shown(htmlField) : ''}
            lang={LANGUAGE_TAGS[own[titleField] ? active : 'en']}
            time={time}
          />
        </Col>
      </Row>
    </>
  );
}
