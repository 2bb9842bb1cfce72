/**
 * The generic validator set (SPEC.md §5). Each returns true when the value passes.
 */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Mainland mobile: 11 digits starting with 1, second digit 3-9. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** International mobile numbers without the area code: 5 to 15 digits. */
const MOBILE_DIGITS = /^\d{5,15}$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const DATE_PATTERN = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;
const NUMBER = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d+)?$/;
const DIGITS = /^\d+$/;
const LETTERS = /^[A-Za-z]+$/;
const ALPHANUMERIC = /^[0-9a-zA-Z]+$/;
const LANDLINE = /^(?:0\d{2,3}-?)?\d{7,8}$/;
/** Mainland ID card: 15 digits, or 17 digits and a digit or X. */
const ID_NUMBER = /^(?:\d{15}|\d{17}[\dXx])$/;
/** Nicknames: Chinese characters, English letters and digits (SPEC.md §5). */
const NICKNAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
/** Half-width and full-width punctuation and symbols. */
const SPECIAL_CHARACTERS =
  /[`~!@#$%^&*()_\-+=<>?:"{}|,./;'\\[\]·！￥…（）—《》？：“”【】、；‘’，。～＠＃＄％＾＆＊＿－＋＝＜＞｛｝｜＼／]/;

export const isEmail = (v: string): boolean => EMAIL.test(v) && v.length <= 254;
export const isMainlandMobile = (v: string): boolean => MAINLAND_MOBILE.test(v);
/** Area code 86 uses the mainland pattern; other areas accept 5-15 digits. */
export const isMobile = (v: string, areaCode = '86'): boolean =>
  areaCode.replace(/^\+/, '') === '86' ? isMainlandMobile(v) : MOBILE_DIGITS.test(v);
export const isUrl = (v: string): boolean => URL_PATTERN.test(v);
export const isDate = (v: string): boolean =>
  DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v.replace(/\//g, '-')));
export const isNumber = (v: string): boolean => v.length > 0 && NUMBER.test(v) && v !== '-';
export const isDigits = (v: string): boolean => DIGITS.test(v);
export const isLetters = (v: string): boolean => LETTERS.test(v);
export const isAlphanumeric = (v: string): boolean => ALPHANUMERIC.test(v);
export const isLandline = (v: string): boolean => LANDLINE.test(v);
export const isIdNumber = (v: string): boolean => ID_NUMBER.test(v);
export const isInRange = (n: number, min: number, max: number): boolean => n >= min && n <= max;
/** Length in characters (not UTF-16 units), so one Chinese character counts once. */
export const charLength = (v: string): number => Array.from(v).length;
export const isLengthBetween = (v: string, min: number, max: number): boolean =>
  isInRange(charLength(v), min, max);
export const isJson = (v: string): boolean => {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
};
/** A numeric code of exactly `length` digits (default 6). */
export const isNumericCode = (v: string, length = 6): boolean =>
  v.length === length && DIGITS.test(v);
export const hasSpecialCharacters = (v: string): boolean => SPECIAL_CHARACTERS.test(v);
/** Removes half-width and full-width punctuation. */
export const stripSpecialCharacters = (v: string): string =>
  v.replace(new RegExp(SPECIAL_CHARACTERS.source, 'g'), '');

/** Nickname: 2-10 characters of Chinese, English letters and digits. */
export const isValidNickname = (v: string): boolean =>
  isLengthBetween(v, 2, 10) && NICKNAME_CHARS.test(v);
/** Signature: 2-30 characters. */
export const isValidSignature = (v: string): boolean => isLengthBetween(v, 2, 30);
/** Login password: more than six characters, at most 64 (PRODUCT-RULES.md §2). */
export const isValidPassword = (v: string): boolean => isLengthBetween(v, 7, 64);
/** Pay password: exactly six digits. */
export const isValidPayPassword = (v: string): boolean => isNumericCode(v, 6);
