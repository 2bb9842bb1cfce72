import { CheckCircleOutlined, ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { Language } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Radio } from 'antd';

import {
  CONTENT_LANGUAGES,
  isUnwritten,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  missingFields,
  type TextField,
  type TextsByLanguage,
} from './languages';
import { GREEN, ORANGE } from './list-parts';
import { RichTextEditor } from './rich-text-editor';

/**
 * One item's texts in the eight languages: a picker of all eight side by side, each saying what
 * it lacks ("2 missing" where English has a field this language has not, "uses English" where
 * nothing is written: the app then falls back to English, "complete" with a tick), and the open
 * language's fields, with the English text beside each field as a reference.
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
      <div role="radiogroup" aria-label={t('content.languagePicker')}>
        <Radio.Group
          className="language-picker"
          value={active}
          onChange={(e) => onActive(e.target.value as Language)}
        >
          {gaps.map(({ lang, missing, unwritten }) => (
            <Radio.Button key={lang} value={lang}>
              <span data-testid={`lang-tab-${lang}`} className="language-picker__item">
                <span lang={LANGUAGE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>
                <LanguageStatus lang={lang} missing={missing} unwritten={unwritten} />
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      <LanguageFields
        key={active}
        fields={fields}
        lang={active}
        texts={texts}
        onChange={onChange}
        readOnly={readOnly}
      />
    </>
  );
}

/** A language's state in words, with an icon: "uses English", "2 missing" or "complete". */
function LanguageStatus({
  lang,
  missing,
  unwritten,
}: {
  lang: Language;
  missing: number;
  unwritten: boolean;
}) {
  const t = useTranslate();
  if (lang !== 'en' && unwritten && missing > 0) {
    return (
      <span className="language-status">
        <WarningOutlined style={{ color: ORANGE }} /> {t('content.usesEnglish')}
      </span>
    );
  }
  if (missing > 0) {
    return (
      <span className="language-status">
        <ExclamationCircleOutlined style={{ color: '#cf1322' }} />{' '}
        {t('content.missingCount', { count: missing })}
      </span>
    );
  }
  return (
    <span className="language-status">
      <CheckCircleOutlined style={{ color: GREEN }} /> {t('content.completeShort')}
    </span>
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
