import {
  COUPON_MAX_LIST,
  LANGUAGES,
  Money,
  type AdminCouponCreateInput,
  type AdminCouponView,
  type CouponAudience,
  type CouponKind,
  type LocalizedTexts,
} from '@meridian/contract';

import type { TextField, TextsByLanguage } from '../content/languages';

/**
 * The coupon form's bookkeeping, kept apart from the screen so it can be tested: the discount
 * the operator types as a percentage becomes the share the server stores, the list of users
 * typed as text becomes ids, and the form becomes the body of POST /admin/coupons/create.
 */

/** The coupon's one text, written in the eight languages (the app falls back to English). */
export const NAME_FIELD: TextField = { name: 'title', kind: 'text', required: true, max: 60 };

/** The terms as the form holds them, before they become a request body. */
export interface CouponTerms {
  kind: CouponKind;
  /** The share of each fee given back, in percent as typed: "100", "50", "12.5". */
  percent: string;
  uses: number;
  valid_days: number;
  /** When claims close (ms). */
  claim_until: number;
  audience: CouponAudience;
  new_user_days?: number | null;
  /** The listed users' ids as typed: separated by commas, spaces or lines. */
  user_ids?: string;
  /** Claims in all; empty for no limit. */
  quantity?: number | null;
}

/** A percentage above 0, at most 100, with at most 2 decimals (a share of at most 4). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "50" → "0.5", "100" → "1", "0.01" → "0.0001"; null for anything the server would refuse. */
export function percentToRate(percent: string): string | null {
  const typed = percent.trim();
  if (!PERCENT.test(typed)) return null;
  const value = new Money(typed);
  if (value.lessThanOrEqualTo(0) || value.greaterThan(100)) return null;
  return value.dividedBy(100).toFixed();
}

/** The server's share as percentage points: "0.5" → "50", "0.0001" → "0.01". */
export function rateToPercent(rate: string): string {
  return new Money(rate).times(100).toFixed();
}

export type UserIdsParse =
  | { ok: true; ids: number[] }
  | { ok: false; problem: 'empty' | 'tooMany' }
  | { ok: false; problem: 'invalid'; token: string };

const MAX_ID = 2_147_483_647;

/** The ids in "12, 15\n20 12": each a positive whole number, repeats dropped, at most 1000. */
export function parseUserIds(text: string): UserIdsParse {
  const tokens = text.split(/[\s,，;；]+/).filter((token) => token !== '');
  if (tokens.length === 0) return { ok: false, problem: 'empty' };
  const ids = new Set<number>();
  for (const token of tokens) {
    const id = /^\d{1,10}$/.test(token) ? Number(token) : 0;
    if (id < 1 || id > MAX_ID) return { ok: false, problem: 'invalid', token };
    ids.add(id);
  }
  if (ids.size > COUPON_MAX_LIST) return { ok: false, problem: 'tooMany' };
  return { ok: true, ids: [...ids] };
}

/** The name the server stores: English required, each other language only when written. */
export function nameOf(texts: TextsByLanguage): LocalizedTexts | null {
  const en = texts.en?.[NAME_FIELD.name]?.trim() ?? '';
  if (!en) return null;
  const name: LocalizedTexts = { en };
  for (const lang of LANGUAGES) {
    const own = texts[lang]?.[NAME_FIELD.name]?.trim() ?? '';
    if (lang !== 'en' && own) name[lang] = own;
  }
  return name;
}

/** The first thing the form must fix before it is sent, by the wire name of its field. */
export type CouponProblem = 'name' | 'discount_rate' | 'claim_until' | 'user_ids';

/**
 * The body of POST /admin/coupons/create, or the first field to fix. Only the audience's own
 * field is sent (`new_user_days` for new users, `user_ids` for a list); `quantity` only when set.
 */
export function couponBody(
  terms: CouponTerms,
  texts: TextsByLanguage,
  now: number,
): { body: AdminCouponCreateInput } | { problem: CouponProblem } {
  const name = nameOf(texts);
  if (!name) return { problem: 'name' };
  const rate = percentToRate(terms.percent);
  if (rate === null) return { problem: 'discount_rate' };
  if (!(terms.claim_until > now)) return { problem: 'claim_until' };
  const body: AdminCouponCreateInput = {
    name,
    kind: terms.kind,
    discount_rate: rate,
    uses: terms.uses,
    valid_days: terms.valid_days,
    claim_until: terms.claim_until,
    audience: terms.audience,
  };
  if (terms.audience === 'new') body.new_user_days = terms.new_user_days ?? 30;
  if (terms.audience === 'list') {
    const parsed = parseUserIds(terms.user_ids ?? '');
    if (!parsed.ok) return { problem: 'user_ids' };
    body.user_ids = parsed.ids;
  }
  if (terms.quantity !== undefined && terms.quantity !== null) body.quantity = terms.quantity;
  return { body };
}

export type CouponStatus = 'active' | 'closed' | 'revoked';

/** Revoked by an operator; closed once its claim window ends or every claim is taken. */
export function couponStatus(coupon: AdminCouponView, now: number): CouponStatus {
  if (coupon.revoked_at !== null) return 'revoked';
  if (coupon.claim_until <= now) return 'closed';
  if (coupon.quantity !== null && coupon.claimed >= coupon.quantity) return 'closed';
  return 'active';
}
