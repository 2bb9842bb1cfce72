import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';

const ACCEPT_LANGUAGE: Record<string, Language> = {
  'zh-cn': 'zh',
  zh: 'zh',
  'zh-tw': 'hk',
  'zh-hk': 'hk',
  en: 'en',
  th: 'th',
  ja: 'jp',
  ko: 'kor',
  fr: 'fra',
  es: 'spa',
};

/**
 * The request's language: `lang` in the body or query (SPEC.md §7 adds it to every request),
 * else the Accept-Language header, else English.
 */
export function resolveLanguage(req: FastifyRequest): Language {
  const fromBody = (req.body as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(fromBody)) return fromBody;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.toLowerCase().split(',')) {
      const tag = part.split(';')[0]?.trim() ?? '';
      const lang = ACCEPT_LANGUAGE[tag] ?? ACCEPT_LANGUAGE[tag.split('-')[0] ?? ''];
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
