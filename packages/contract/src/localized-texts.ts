import { z } from 'zod';

import { LANGUAGES, type Language } from './constants.js';

/**
 * One text in the eight languages (lock-up names and yield sources, IEO descriptions): English is
 * required, a missing or empty language shows the English.
 */
export type LocalizedTexts = Partial<Record<Language, string>> & { en: string };

/** The text for `lang`, else the English. */
export const textIn = (texts: LocalizedTexts, lang: Language): string => texts[lang] || texts.en;

/**
 * An operator's texts, e.g. `{ en: 'Stable yield', zh: '稳定收益' }`: English required (1 to
 * `max` characters), the other seven optional (at most `max`), each trimmed; unknown keys dropped.
 */
export function localizedTextsSchema(max: number) {
  const other = z.string().trim().max(max).optional();
  return z
    .object({
      en: z.string().trim().min(1).max(max),
      ...(Object.fromEntries(LANGUAGES.filter((l) => l !== 'en').map((l) => [l, other])) as Record<
        Exclude<Language, 'en'>,
        typeof other
      >),
    })
    .transform((v) => v as LocalizedTexts);
}
