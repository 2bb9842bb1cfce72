import { CheckOutlined } from '@ant-design/icons';
import type { Language } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Tabs, Tag } from 'antd';

import {
  CONTENT_LANGUAGES,
  isUnwritten,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  missingFields,
  type TextField,
  type TextsByLanguage,
} from './languages';
import { RichTextEditor } from './rich-text-editor';

/**
 * One item's texts in the eight languages, a tab each, every tab saying what it lacks: "2
 * missing" where English has a field this language has not, "uses English" where nothing is
 * written (the app then falls back to English), a tick where all is there.
 */
export function TranslationsTabs({
  fields,
  texts,
  active,
  onActive,
  onChange,
  readOnly,
}: {
  fields: TextField[];
  texts: TextsByLanguage;
  active: Language;
  onActive: (lang: Language) => void;
  onChange: (lang: Language, field: string, value: string) => void;
  readOnly: boolean;
}) {
  const t = useTranslate();
  const gaps = CONTENT_LANGUAGES.map((lang) => ({
    lang,
    missing: missingFields(fields, texts, lang).length,
    unwritten: isUnwritten(fields, texts, lang),
  }));
  const lacking = gaps.filter((g) => g.lang !== 'en' && g.missing > 0);
  return (
    <>
      {lacking.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('content.missingSummary', {
            count: lacking.length,
            languages: lacking.map((g) => LANGUAGE_NAMES[g.lang]).join(', '),
          })}
        />
      ) : null}
      <Tabs
        activeKey={active}
        onChange={(key) => onActive(key as Language)}
        items={gaps.map(({ lang, missing, unwritten }) => ({
          key: lang,
          label: (
            <span data-testid={`lang-tab-${lang}`}>
              <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>
              {lang !== 'en' && unwritten && missing > 0 ? (
                <Tag className="missing-count" color="warning">
                  {t('content.usesEnglish')}
                </Tag>
              ) : missing > 0 ? (
                <Tag className="missing-count" color="error">
                  {t('content.missingCount', { count: missing })}
                </Tag>
              ) : (
                <CheckOutlined
                  className="missing-count"
                  aria-label={t('content.complete')}
                  style={{ color: '#389e0d' }}
                />
              )}
            </span>
          ),
          children: (
            <LanguageFields
              fields={fields}
              lang={lang}
              texts={texts}
              onChange={onChange}
              readOnly={readOnly}
            />
          ),
        }))}
      />
    </>
  );
}

function LanguageFields({
  fields,
  lang,
  texts,
  onChange,
  readOnly,
}: {
  fields: TextField[];
  lang: Language;
  texts: TextsByLanguage;
  onChange: (lang: Language, field: string, value: string) => void;
  readOnly: boolean;
}) {
  const t = useTranslate();
  const own = texts[lang] ?? {};
  const english = texts.en ?? {};
  return (
    <Form layout="vertical" component="div">
      {fields.map((field) => {
        const id = `content-${lang}-${field.name}`;
        const label = `${t(`content.fields.${field.name}`)} (${LANGUAGE_NAMES[lang]})`;
        const value = own[field.name] ?? '';
        const hint = lang !== 'en' && english[field.name] && field.kind !== 'html';
        return (
          <Form.Item
            key={field.name}
            label={label}
            htmlFor={field.kind === 'html' ? undefined : id}
            required={field.required && (lang === 'en' || !isUnwritten(fields, texts, lang))}
            extra={hint ? `${t('content.english')}: ${english[field.name]}` : undefined}
          >
            {field.kind === 'html' ? (
              <RichTextEditor
                value={value}
                label={label}
                lang={LANGUAGE_TAGS[lang]}
                readOnly={readOnly}
                onChange={(html) => onChange(lang, field.name, html)}
              />
            ) : field.kind === 'textarea' ? (
              <Input.TextArea
                id={id}
                lang={LANGUAGE_TAGS[lang]}
                value={value}
                maxLength={field.max}
                autoSize={{ minRows: 2, maxRows: 5 }}
                readOnly={readOnly}
                onChange={(e) => onChange(lang, field.name, e.target.value)}
              />
            ) : (
              <Input
                id={id}
                lang={LANGUAGE_TAGS[lang]}
                value={value}
                maxLength={field.max}
                readOnly={readOnly}
                onChange={(e) => onChange(lang, field.name, e.target.value)}
              />
            )}
          </Form.Item>
        );
      })}
    </Form>
  );
}
