import type { Language } from '@meridian/contract';

import { fillPlaceholders } from '../../lib/messages.js';

const SUBJECT: Record<Language, string> = {
  en: 'Your {site} verification code',
  zh: '您的 {site} 验证码',
  hk: '您的 {site} 驗證碼',
  th: 'รหัสยืนยัน {site} ของคุณ',
  jp: '{site} の認証コード',
  kor: '{site} 인증번호',
  fra: 'Votre code de vérification {site}',
  spa: 'Su código de verificación de {site}',
};

const BODY: Record<Language, string> = {
  en: 'Your verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  zh: '您的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略本消息。',
  hk: '您的驗證碼是 {code}，10 分鐘內有效。如非本人操作，請忽略本訊息。',
  th: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉย',
  jp: '認証コードは {code} です。有効期限は10分です。心当たりがない場合は無視してください。',
  kor: '인증번호는 {code}입니다. 10분 동안 유효합니다. 요청하지 않으셨다면 무시하세요.',
  fra: 'Votre code de vérification est {code}. Il expire dans 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
  spa: 'Su código de verificación es {code}. Caduca en 10 minutos. Si no lo solicitó, ignore este mensaje.',
};

export function codeMessage(lang: Language, site: string, code: string) {
  return {
    subject: fillPlaceholders(SUBJECT[lang], { site }),
    text: fillPlaceholders(BODY[lang], { code, site }),
  };
}
