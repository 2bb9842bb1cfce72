import { describe, expect, it } from 'vitest';

import {
  charLength,
  hasSpecialCharacters,
  isAlphanumeric,
  isDate,
  isDigits,
  isEmail,
  isIdNumber,
  isJson,
  isLandline,
  isMainlandMobile,
  isMobile,
  isNumber,
  isNumericCode,
  isUrl,
  isValidNickname,
  isValidPassword,
  isValidPayPassword,
  isValidSignature,
  stripSpecialCharacters,
} from './validators.js';

describe('SPEC §5 validators', () => {
  it('mainland mobile: 11 digits, starts with 1, second digit 3-9', () => {
    expect(isMainlandMobile('13800138000')).toBe(true);
    expect(isMainlandMobile('19912345678')).toBe(true);
    expect(isMainlandMobile('12800138000')).toBe(false);
    expect(isMainlandMobile('1380013800')).toBe(false);
    expect(isMobile('7700900123', '+44')).toBe(true);
    expect(isMobile('7700900123', '86')).toBe(false);
  });

  it('alphanumeric allows only 0-9, a-z, A-Z', () => {
    expect(isAlphanumeric('abcXYZ019')).toBe(true);
    expect(isAlphanumeric('abc_1')).toBe(false);
    expect(isAlphanumeric('中文')).toBe(false);
  });

  it('filters half-width and full-width punctuation', () => {
    expect(hasSpecialCharacters('hello!')).toBe(true);
    expect(hasSpecialCharacters('你好！')).toBe(true);
    expect(hasSpecialCharacters('（注）')).toBe(true);
    expect(hasSpecialCharacters('Meridian 2026')).toBe(false);
    expect(stripSpecialCharacters('a,b。c！')).toBe('abc');
  });

  it('verification codes are exactly six digits by default', () => {
    expect(isNumericCode('012345')).toBe(true);
    expect(isNumericCode('12345')).toBe(false);
    expect(isNumericCode('1234567')).toBe(false);
    expect(isNumericCode('12a456')).toBe(false);
    expect(isNumericCode('1234', 4)).toBe(true);
  });

  it('passwords are longer than six characters; pay passwords six digits', () => {
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('1234567')).toBe(true);
    expect(isValidPassword('x'.repeat(65))).toBe(false);
    expect(isValidPayPassword('123456')).toBe(true);
    expect(isValidPayPassword('12345a')).toBe(false);
  });

  it('nickname 2-10 of Chinese, letters, digits; signature 2-30', () => {
    expect(isValidNickname('小明')).toBe(true);
    expect(isValidNickname('Ming2026')).toBe(true);
    expect(isValidNickname('M')).toBe(false);
    expect(isValidNickname('abcdefghijk')).toBe(false);
    expect(isValidNickname('no space')).toBe(false);
    expect(isValidSignature('hi')).toBe(true);
    expect(isValidSignature('长'.repeat(30))).toBe(true);
    expect(isValidSignature('长'.repeat(31))).toBe(false);
    expect(charLength('😀a')).toBe(2);
  });

  it('the generic set', () => {
    expect(isEmail('a.b+c@example.co.uk')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isUrl('https://example.com/x?y=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isDate('2026-11-22')).toBe(true);
    expect(isDate('2026-13-45')).toBe(false);
    expect(isNumber('-12.5')).toBe(true);
    expect(isNumber('1,234.5')).toBe(true);
    expect(isNumber('abc')).toBe(false);
    expect(isDigits('0123')).toBe(true);
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('1101051949123100')).toBe(false);
    expect(isLandline('010-12345678')).toBe(true);
    expect(isJson('{"a":1}')).toBe(true);
    expect(isJson('{a:1}')).toBe(false);
  });
});
