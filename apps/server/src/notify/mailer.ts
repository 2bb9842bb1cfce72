import nodemailer from 'nodemailer';
import type { Language } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. With SMTP_URL unset, mail is written to the log instead (development). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail }, 'mail (no SMTP_URL set, not sent)');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

const ANTI_PHISHING_LINE: Record<Language, string> = {
  en: 'Your anti-phishing code: {code}',
  zh: '您的防钓鱼码：{code}',
  hk: '您的防釣魚碼：{code}',
  th: 'รหัสป้องกันฟิชชิงของคุณ: {code}',
  jp: 'あなたのフィッシング対策コード：{code}',
  kor: '회원님의 피싱 방지 코드: {code}',
  fra: 'Votre code anti-hameçonnage : {code}',
  spa: 'Su código antiphishing: {code}',
};

/**
 * A mail to a user as it goes out: with their anti-phishing code (issue #21 item 5) as its first
 * line when they set one, so a mail without it is not from the platform. The user's domain
 * finds the code; this layer only writes it.
 */
export function userMail(mail: Mail, antiPhishingCode: string | null, lang: Language): Mail {
  if (!antiPhishingCode) return mail;
  const line = ANTI_PHISHING_LINE[lang].replace('{code}', antiPhishingCode);
  return { ...mail, text: `${line}\n\n${mail.text}` };
}
