import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { FIATS, LANGUAGES } from './constants.js';
import { digitsInt, idSchema } from './paging.js';
import { PRICE_COLOURS, type PriceColours } from './price-colours.js';
import { secondFactorFields } from './second-factor.js';
import {
  hasSpecialCharacters,
  isEmail,
  isNumericCode,
  isValidNickname,
  isValidPassword,
  isValidPayPassword,
  isValidSignature,
  isLengthBetween,
} from './validators.js';

const trimmed = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string());
const required = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1));

/** A 6-digit verification code (SPEC.md §5). */
export const codeSchema = trimmed().refine((v) => isNumericCode(v, 6), {
  message: ErrorCode.CODE_FORMAT,
});

/** Login password: more than six characters (PRODUCT-RULES.md §2: 7 to 64). */
export const passwordSchema = z.string().refine(isValidPassword, {
  message: ErrorCode.PASSWORD_LENGTH,
});

export const emailSchema = trimmed()
  .transform((v) => v.toLowerCase())
  .refine(isEmail, { message: ErrorCode.EMAIL_INVALID });

/** Area codes arrive as "86" or "+86". */
export const areaCodeSchema = trimmed()
  .transform((v) => v.replace(/^\+/, ''))
  .refine((v) => /^\d{1,4}$/.test(v), { message: ErrorCode.PARAMETER_ERROR });

export const mobileSchema = trimmed().refine((v) => /^\d{5,15}$/.test(v), {
  message: ErrorCode.MOBILE_INVALID,
});

/** What a code is for; a code sent for one scene cannot be used for another. */
export const codeSceneSchema = z
  .enum([
    'register',
    'forget',
    'pay_password',
    'bind_mobile',
    'bind_email',
    'password',
    'anti_phishing',
  ])
  .default('register');
export type CodeScene = z.infer<typeof codeSceneSchema>;

/** POST /sms_mail: send a mail code to `user_string` (an email address). */
export const sendMailCodeInputSchema = z.object({
  user_string: emailSchema,
  scene: codeSceneSchema,
  area_code_id: digitsInt().optional(),
  area_code: z.string().optional(),
});
export type SendMailCodeInput = z.infer<typeof sendMailCodeInputSchema>;

/** POST /sms_send: send an SMS code to a mobile number. */
export const sendSmsCodeInputSchema = z
  .object({
    area_code: areaCodeSchema.default('86'),
    mobile: mobileSchema,
    scene: codeSceneSchema.default('bind_mobile'),
  })
  .refine((v) => v.area_code !== '86' || /^1[3-9]\d{9}$/.test(v.mobile), {
    path: ['mobile'],
    message: ErrorCode.MOBILE_INVALID,
  });
export type SendSmsCodeInput = z.infer<typeof sendSmsCodeInputSchema>;

/** POST /user/check_email: answers ok when the address is free to register. */
export const checkEmailInputSchema = z.object({ user_string: emailSchema });

const passwordPair = <T extends z.ZodRawShape>(shape: T, a: string, b: string) =>
  z
    .object(shape)
    .refine((v) => (v as Record<string, unknown>)[a] === (v as Record<string, unknown>)[b], {
      path: [b],
      message: ErrorCode.PASSWORD_MISMATCH,
    });

/** POST /user/register: email (default) or mobile, with a code and an optional invite code. */
export const registerInputSchema = passwordPair(
  {
    type: z.enum(['email', 'mobile']).default('email'),
    user_string: required(),
    area_code: areaCodeSchema.default('86'),
    code: codeSchema,
    password: passwordSchema,
    re_password: z.string(),
    extension_code: trimmed()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || /^[A-Z0-9]{4,16}$/.test(v), {
        message: ErrorCode.INVITE_CODE_INVALID,
      })
      .optional(),
  },
  'password',
  're_password',
);
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /user/login: by email or mobile; `stay` keeps the session for TOKEN_TTL_DAYS. */
export const loginInputSchema = z.object({
  user_string: required(),
  password: z.string().min(1),
  area_code: areaCodeSchema.optional(),
  stay: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
    .default(true),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /user/forget: reset (or, logged in, change) the login password with a code. */
export const forgetInputSchema = passwordPair(
  {
    account: required(),
    password: passwordSchema,
    repassword: z.string(),
    code: codeSchema,
    ...secondFactorFields,
  },
  'password',
  'repassword',
);
export type ForgetInput = z.infer<typeof forgetInputSchema>;

/** POST /safe/update_password: set the 6-digit pay password with a code. */
export const payPasswordInputSchema = passwordPair(
  {
    password: z.string().refine(isValidPayPassword, { message: ErrorCode.PAY_PASSWORD_FORMAT }),
    re_password: z.string(),
    code: codeSchema,
    ...secondFactorFields,
  },
  'password',
  're_password',
);
export type PayPasswordInput = z.infer<typeof payPasswordInputSchema>;

/** POST /safe/mobile: bind a mobile number with the SMS code sent to it. */
export const bindMobileInputSchema = z.object({
  area_code: areaCodeSchema.default('86'),
  mobile: mobileSchema,
  code: codeSchema,
});
export type BindMobileInput = z.infer<typeof bindMobileInputSchema>;

/** POST /safe/email: bind an email address with the mail code sent to it. */
export const bindEmailInputSchema = z.object({ email: emailSchema, code: codeSchema });
export type BindEmailInput = z.infer<typeof bindEmailInputSchema>;

/** POST /user/editNickname: nickname 2-10 (Chinese, letters, digits), signature 2-30. */
export const editNicknameInputSchema = z
  .object({
    nickname: trimmed().refine(isValidNickname, { message: ErrorCode.NICKNAME_LENGTH }).optional(),
    signature: trimmed()
      .refine((v) => isValidSignature(v), { message: ErrorCode.SIGNATURE_LENGTH })
      .refine((v) => !/[<>]/.test(v), { message: ErrorCode.SPECIAL_CHARACTERS })
      .optional(),
  })
  .refine((v) => v.nickname !== undefined || v.signature !== undefined, {
    path: ['nickname'],
    message: ErrorCode.PARAMETER_ERROR,
  });
export type EditNicknameInput = z.infer<typeof editNicknameInputSchema>;

/** The nickname registration gives: `U` and the invite code, at most 10 characters. */
export function defaultNickname(inviteCode: string): string {
  return `U${inviteCode}`.slice(0, 10);
}

/** Whether a user chose a nickname (the chat room needs one): anything but the one registration gave. */
export function hasChosenNickname(user: { nickname: string; invite_code: string }): boolean {
  return user.nickname.trim() !== '' && user.nickname !== defaultNickname(user.invite_code);
}

/** POST /user/uploadHeadPortrait: an address returned by /upload. */
export const headPortraitInputSchema = z.object({
  head_portrait: trimmed().refine(
    (v) =>
      /^\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp)$/.test(v) ||
      /^https?:\/\/[^\s]+\/uploads\/[a-f0-9]{32}\.(?:png|jpg|webp)$/.test(v),
    {
      message: ErrorCode.PARAMETER_ERROR,
    },
  ),
});

/** POST /user/setting: language, default fiat currency and price colours ('auto': by language). */
export const userPreferencesInputSchema = z.object({
  fiat: z.enum(FIATS).optional(),
  language: z.enum(LANGUAGES).optional(),
  price_colours: z.enum([...PRICE_COLOURS, 'auto']).optional(),
});
export type UserPreferencesInput = z.infer<typeof userPreferencesInputSchema>;

/** GET /getSetting: one setting by keyword. */
export const getSettingInputSchema = z.object({
  keyword: trimmed().refine(
    (v) => isLengthBetween(v, 1, 64) && !hasSpecialCharacters(v.replace(/_/g, '')),
    {
      message: ErrorCode.PARAMETER_ERROR,
    },
  ),
});

/** What /user/info answers. */
export interface UserView {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string;
  signature: string;
  head_portrait: string | null;
  invite_code: string;
  inviter_id: number | null;
  credit_score: number;
  real_level: number;
  default_fiat: string;
  language: string;
  /** The user's choice of up/down colours; null follows the language (`defaultPriceColours`). */
  price_colours: PriceColours | null;
  has_pay_password: boolean;
  created_at: number;
}

export interface SiteConfigView {
  site_name: string;
  site_logo: string;
  /**
   * True while the market feed is simulated: prices are not a real market's, balances are demo
   * funds, and deposits and withdrawals of real coins are refused (DEMO_MODE). Only a real feed
   * ends it.
   */
  demo_mode: boolean;
  /** The market feed: `sim`, `replay`, `exchange` or `none`. */
  feed: string;
  /** The simulated feed's seed commitment in force (sha256, hex); null for other feeds. */
  seed_hash: string | null;
  /** True when the simulated feed runs on a public seed (MARKET_SEED): its prices are predictable. */
  seed_public: boolean;
}

export interface FiatRatesView {
  rates: { currency_code: string; rate: string }[];
  saveTime: number;
}

/*
 * Sessions and devices, login history and the anti-phishing code (issue #21 items 4 and 5).
 * There is no GeoIP database: a device's place is its network (an IPv4 /24 or an IPv6 /48),
 * with loopback and private networks said as such, never a guessed city.
 */

/** What kind of network an address belongs to. */
export const NETWORK_KINDS = ['public', 'private', 'loopback', 'unknown'] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

/** GET /user/devices: one of the caller's signed-in devices (live sessions). */
export interface DeviceView {
  /** The session id: what POST /user/devices/revoke takes. */
  id: number;
  /** Browser and OS names from the user agent; '' when it does not say. */
  browser: string;
  os: string;
  /** e.g. '203.0.113.0/24', '2001:db8:1::/48'; '' when unknown. */
  network: string;
  network_kind: NetworkKind;
  /** ms; null before the first request after sign-in. */
  last_seen_at: number | null;
  signed_in_at: number;
  /** True for the session making this request. */
  current: boolean;
}

/** POST /user/devices/revoke: ends one of the caller's own sessions. */
export const revokeDeviceInputSchema = z.object({ id: idSchema });
export type RevokeDeviceInput = z.infer<typeof revokeDeviceInputSchema>;

/** GET /user/login_history: one sign-in attempt, newest first, paged. */
export interface LoginRecordView {
  id: number;
  at: number;
  browser: string;
  os: string;
  network: string;
  network_kind: NetworkKind;
  success: boolean;
}

/**
 * An anti-phishing code: 4 to 20 letters and digits, at least one a letter (so it never reads
 * as a verification code), e.g. 'Blue42'.
 */
export function isAntiPhishingCode(value: string): boolean {
  return /^[\p{L}\p{N}]{4,20}$/u.test(value) && /\p{L}/u.test(value);
}

/** POST /user/anti_phishing: sets or changes the code, with a code sent to the own address. */
export const antiPhishingInputSchema = z.object({
  anti_phishing_code: trimmed().refine(isAntiPhishingCode, {
    message: ErrorCode.ANTI_PHISHING_INVALID,
  }),
  /** The 6-digit code sent (scene anti_phishing) to the user's own email, or SMS without one. */
  code: codeSchema,
  /** Asked when the user's two-factor is on: a code from the authenticator or a recovery code. */
  totp_code: z.string().trim().max(16).optional(),
  recovery_code: z.string().trim().max(32).optional(),
});
export type AntiPhishingInput = z.infer<typeof antiPhishingInputSchema>;

/** GET /user/anti_phishing: whether a code is set, and the code masked (e.g. 'Ab••••9'). */
export interface AntiPhishingView {
  set: boolean;
  masked: string | null;
}
