import type { ErrorCode } from './errors.js';

/** Success envelope: `message` carries the payload (SPEC.md §7, §8). */
export interface OkEnvelope<T> {
  type: 'ok';
  message: T;
}

/** Business failure: a translated text plus a stable code. */
export interface ErrorEnvelope {
  type: 'error';
  message: string;
  code: ErrorCode;
  /** For validation failures: the wire name of the first failing field. */
  field?: string;
}

/** 999: the session is invalid; 998: identity verification is needed. */
export interface SpecialEnvelope {
  type: '999' | '998';
  message: string;
  code: ErrorCode;
}

export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope | SpecialEnvelope;

/** Paged lists: `page`/`limit` in, this shape out. */
export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export const DEFAULT_PAGE_SIZE = 10;
