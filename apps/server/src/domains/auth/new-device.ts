import { formatDate, isLanguage, pad2, type Language, type NetworkKind } from '@meridian/contract';

import type { UserRow } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { fillPlaceholders } from '../../lib/messages.js';
import { getSiteName } from '../content/index.js';
import { deviceKey, deviceOf } from './device.js';
import { countSuccessfulLogins } from './devices.repository.js';
import type { LoginOrigin } from './login-history.repository.js';
import { sendUserMail } from './user-mail.js';

/*
 * The new-device mail (issue #21 item 4): when a session starts from a device (browser, OS and
 * network) the user never signed in from before, they are told what, when and where, and what
 * to do if it was not them. The account's very first sign-in is the device it was made on and
 * is not told. Called once where a session starts, after its login row is written.
 */

const SUBJECT: Record<Language, string> = {
  en: 'New sign-in to your {site} account',
  zh: '您的 {site} 账户在新设备上登录',
  hk: '您的 {site} 帳戶在新裝置上登入',
  th: 'มีการลงชื่อเข้าใช้บัญชี {site} ของคุณจากอุปกรณ์ใหม่',
  jp: '{site} アカウントへの新しい端末からのログイン',
  kor: '{site} 계정에 새 기기에서 로그인했습니다',
  fra: 'Nouvelle connexion à votre compte {site}',
  spa: 'Nuevo inicio de sesión en su cuenta de {site}',
};

const BODY: Record<Language, string> = {
  en: 'Your account was signed in from a device you have not used before.\n\nDevice: {device}\nNetwork: {network}\nTime: {time}\n\nIf this was you, there is nothing to do. If it was not you, change your password now: changing it signs you out on every device. Then check your devices under Settings > Security > Devices.',
  zh: '您的账户在一台从未使用过的设备上登录。\n\n设备：{device}\n网络：{network}\n时间：{time}\n\n如是本人操作，无需处理。如非本人操作，请立即修改登录密码：修改后所有设备都会退出登录。然后在“设置 > 安全 > 登录设备”中查看您的设备。',
  hk: '您的帳戶在一部從未使用過的裝置上登入。\n\n裝置：{device}\n網絡：{network}\n時間：{time}\n\n如是本人操作，無需處理。如非本人操作，請立即修改登入密碼：修改後所有裝置都會登出。然後在「設定 > 安全 > 登入裝置」中查看您的裝置。',
  th: 'มีการลงชื่อเข้าใช้บัญชีของคุณจากอุปกรณ์ที่คุณไม่เคยใช้มาก่อน\n\nอุปกรณ์: {device}\nเครือข่าย: {network}\nเวลา: {time}\n\nหากเป็นคุณ ไม่ต้องทำอะไร หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที การเปลี่ยนรหัสผ่านจะออกจากระบบในทุกอุปกรณ์ จากนั้นตรวจสอบอุปกรณ์ของคุณที่ การตั้งค่า > ความปลอดภัย > อุปกรณ์',
  jp: 'これまでに使われたことのない端末からあなたのアカウントにログインがありました。\n\n端末：{device}\nネットワーク：{network}\n日時：{time}\n\nご本人の場合は対応不要です。心当たりがない場合は、すぐにパスワードを変更してください。変更するとすべての端末からログアウトされます。その後、「設定 > セキュリティ > ログイン端末」で端末を確認してください。',
  kor: '이전에 사용한 적 없는 기기에서 회원님의 계정에 로그인했습니다.\n\n기기: {device}\n네트워크: {network}\n시간: {time}\n\n본인이라면 조치할 필요가 없습니다. 본인이 아니라면 지금 비밀번호를 변경하세요. 변경하면 모든 기기에서 로그아웃됩니다. 그런 다음 설정 > 보안 > 로그인 기기에서 기기를 확인하세요.',
  fra: 'Votre compte a été connecté depuis un appareil que vous n’aviez jamais utilisé.\n\nAppareil : {device}\nRéseau : {network}\nHeure : {time}\n\nSi c’était vous, il n’y a rien à faire. Sinon, changez votre mot de passe maintenant : le changer vous déconnecte de tous les appareils. Vérifiez ensuite vos appareils dans Paramètres > Sécurité > Appareils.',
  spa: 'Se inició sesión en su cuenta desde un dispositivo que no había usado antes.\n\nDispositivo: {device}\nRed: {network}\nHora: {time}\n\nSi fue usted, no tiene que hacer nada. Si no fue usted, cambie su contraseña ahora: al cambiarla se cierra la sesión en todos los dispositivos. Después revise sus dispositivos en Ajustes > Seguridad > Dispositivos.',
};

const UNKNOWN: Record<Language, string> = {
  en: 'unknown',
  zh: '未知',
  hk: '未知',
  th: 'ไม่ทราบ',
  jp: '不明',
  kor: '알 수 없음',
  fra: 'inconnu',
  spa: 'desconocido',
};

const NETWORK_KIND: Record<Exclude<NetworkKind, 'public' | 'unknown'>, Record<Language, string>> = {
  private: {
    en: 'private network',
    zh: '内网',
    hk: '內部網絡',
    th: 'เครือข่ายส่วนตัว',
    jp: 'プライベートネットワーク',
    kor: '사설 네트워크',
    fra: 'réseau privé',
    spa: 'red privada',
  },
  loopback: {
    en: 'this computer',
    zh: '本机',
    hk: '本機',
    th: 'เครื่องนี้',
    jp: 'このコンピューター',
    kor: '이 컴퓨터',
    fra: 'cet ordinateur',
    spa: 'este equipo',
  },
};

/** The mail, e.g. device 'Chrome · Android', network '203.0.113.0/24', time '2026-11-27 01:40 UTC'. */
export function newDeviceMessage(
  lang: Language,
  site: string,
  origin: LoginOrigin,
  at: Date,
): { subject: string; text: string } {
  const device = deviceOf(origin.userAgent, origin.ip);
  const unknown = UNKNOWN[lang];
  const kind = device.networkKind;
  const network =
    kind === 'unknown'
      ? unknown
      : kind === 'public'
        ? device.network
        : `${device.network} (${NETWORK_KIND[kind][lang]})`;
  const time = `${formatDate(at.getTime())} ${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())} UTC`;
  return {
    subject: fillPlaceholders(SUBJECT[lang], { site }),
    text: fillPlaceholders(BODY[lang], {
      device: `${device.browser || unknown} · ${device.os || unknown}`,
      network,
      time,
    }),
  };
}

/**
 * After a sign-in's session started: mails the user when this device is new to the account.
 * A mail that cannot go out is logged; the sign-in stands.
 */
export async function noticeSignIn(deps: AppDeps, user: UserRow, origin: LoginOrigin) {
  if (!user.email) return;
  try {
    const key = deviceKey(deviceOf(origin.userAgent, origin.ip));
    const seen = await countSuccessfulLogins(deps.db, user.id, key);
    // This sign-in's row is counted: the device is new when it is its only one, and the
    // account has signed in before.
    if (seen.device !== 1 || seen.all < 2) return;
    const lang = isLanguage(user.language) ? user.language : 'en';
    const message = newDeviceMessage(lang, await getSiteName(deps.db), origin, new Date());
    await sendUserMail(deps, { to: user.email, ...message }, lang);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'new-device mail failed');
  }
}
