import { LANGUAGES, type Language } from '@meridian/contract';

/**
 * The eight languages content is written in, and the bookkeeping of one item's texts: which
 * fields each language lacks, and the `translations` object a write sends.
 */
export const CONTENT_LANGUAGES: readonly Language[] = LANGUAGES;

/** A language's own name, as the H5 app's language sheet shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

/** The `lang` attribute of text written in each language (for screen readers and fonts). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  zh: 'zh-Hans',
  hk: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

/** One field of an item's per-language text. */
export interface TextField {
  name: string;
  kind: 'text' | 'textarea' | 'html';
  /** Needed whenever the language is written at all (the server refuses it empty). */
  required?: boolean;
  max: number;
}

export type Texts = Record<string, string>;
export type TextsByLanguage = Partial<Record<Language, Texts>>;

/** Empty text, counting an editor's empty paragraph (`<p></p>`) as empty. */
export function isBlank(value: string | undefined): boolean {
  if (!value) return true;
  return (
    value
      .replace(/<(?!img\b)[^>]*>/gi, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(value)
  );
}

/** The fields `lang` lacks that English has (English itself: the fields it lacks). */
export function missingFields(fields: TextField[], texts: TextsByLanguage, lang: Language) {
  const own = texts[lang] ?? {};
  const english = texts.en ?? {};
  return fields.filter(
    (f) => isBlank(own[f.name]) && (lang === 'en' ? f.required : !isBlank(english[f.name])),
  );
}

/** Whether `lang` has no text at all (the app then shows English). */
export function isUnwritten(fields: TextField[], texts: TextsByLanguage, lang: Language) {
  const own = texts[lang] ?? {};
  return fields.every((f) => isBlank(own[f.name]));
}

export type TranslationsProblem = { lang: Language; field: string };

/**
 * The `translations` a write sends: each written language with all its fields, `null` for a
 * language written before and now cleared (it falls back to English again), nothing for one
 * never written. Answers the first problem instead when English or a required field is empty.
 */
export function translationsPayload(
  fields: TextField[],
  texts: TextsByLanguage,
  before: TextsByLanguage,
): { translations: Partial<Record<Language, Texts | null>> } | { problem: TranslationsProblem } {
  const translations: Partial<Record<Language, Texts | null>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    if (isUnwritten(fields, texts, lang)) {
      if (lang === 'en') {
        return {
          problem: { lang, field: fields.find((f) => f.required)?.name ?? fields[0]!.name },
        };
      }
      if (before[lang]) translations[lang] = null;
      continue;
    }
    const own = texts[lang] ?? {};
    const empty = fields.find((f) => f.required && isBlank(own[f.name]));
    if (empty) return { problem: { lang, field: empty.name } };
    translations[lang] = Object.fromEntries(
      fields.map((f) => {
        const value = own[f.name] ?? '';
        return [f.name, f.kind === 'html' ? (isBlank(value) ? '' : value) : value.trim()];
      }),
    );
  }
  return { translations };
}
