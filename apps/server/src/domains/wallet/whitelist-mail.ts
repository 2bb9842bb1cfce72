import { isLanguage, type Language, type WhitelistState } from '@meridian/contract';

import type { UserRow } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { fillPlaceholders } from '../../lib/messages.js';
import { sendUserMail } from '../auth/index.js';
import { getSiteName } from '../content/index.js';

/*
 * The mail a whitelist switch sends (issue #21 item 3, like the new-device mail of item 4): turning
 * it on, asking for it off and cancelling that are security changes, so the user hears of each in
 * their language, with their anti-phishing code on top (sendUserMail), and what to do if it was
 * not them. Sent after the switch committed; a mail that cannot go out is logged, the switch stands.
 */

/** What a switch changed. */
export type WhitelistChange = 'on' | 'off_requested' | 'off_cancelled';

const SUBJECT: Record<WhitelistChange, Record<Language, string>> = {
  on: {
    en: '{site}: withdrawal whitelist turned on',
    zh: '{site}：提币白名单已开启',
    hk: '{site}：提幣白名單已開啟',
    th: '{site}: เปิดไวท์ลิสต์การถอนแล้ว',
    jp: '{site}：出金ホワイトリストをオンにしました',
    kor: '{site}: 출금 화이트리스트가 켜졌습니다',
    fra: '{site} : liste blanche de retrait activée',
    spa: '{site}: lista blanca de retiro activada',
  },
  off_requested: {
    en: '{site}: withdrawal whitelist to turn off',
    zh: '{site}：已申请关闭提币白名单',
    hk: '{site}：已申請關閉提幣白名單',
    th: '{site}: มีคำขอปิดไวท์ลิสต์การถอน',
    jp: '{site}：出金ホワイトリストのオフが申請されました',
    kor: '{site}: 출금 화이트리스트 끄기가 요청되었습니다',
    fra: '{site} : désactivation de la liste blanche de retrait demandée',
    spa: '{site}: se solicitó desactivar la lista blanca de retiro',
  },
  off_cancelled: {
    en: '{site}: withdrawal whitelist stays on',
    zh: '{site}：提币白名单保持开启',
    hk: '{site}：提幣白名單保持開啟',
    th: '{site}: ไวท์ลิสต์การถอนยังเปิดอยู่',
    jp: '{site}：出金ホワイトリストはオンのままです',
    kor: '{site}: 출금 화이트리스트가 켜진 상태로 유지됩니다',
    fra: '{site} : la liste blanche de retrait reste activée',
    spa: '{site}: la lista blanca de retiro sigue activada',
  },
};

const BODY: Record<WhitelistChange, Record<Language, string>> = {
  on: {
    en: 'The withdrawal whitelist of your account was turned on at {time}.\n\nWithdrawals now go only to your saved addresses and bound bank cards; one added from now on can be used 24 hours after it is saved.\n\nIf this was not you, change your password now and contact support.',
    zh: '您的账户已于 {time} 开启提币白名单。\n\n此后只能提币到已保存的地址和已绑定的银行卡；从现在起新添加的地址或银行卡在保存 24 小时后才能使用。\n\n如非本人操作，请立即修改登录密码并联系客服。',
    hk: '您的帳戶已於 {time} 開啟提幣白名單。\n\n此後只能提幣到已儲存的地址和已綁定的銀行卡；由現在起新增的地址或銀行卡在儲存 24 小時後才能使用。\n\n如非本人操作，請立即修改登入密碼並聯絡客服。',
    th: 'ไวท์ลิสต์การถอนของบัญชีคุณถูกเปิดเมื่อ {time}\n\nจากนี้การถอนจะไปได้เฉพาะที่อยู่ที่บันทึกไว้และบัตรธนาคารที่ผูกไว้เท่านั้น ที่อยู่หรือบัตรที่เพิ่มนับจากนี้จะใช้ได้หลังบันทึก 24 ชั่วโมง\n\nหากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายสนับสนุน',
    jp: 'あなたのアカウントの出金ホワイトリストが {time} にオンになりました。\n\n今後の出金は保存済みのアドレスと登録済みの銀行カードにのみ可能です。今後追加したものは保存から 24 時間後に使えるようになります。\n\nお心当たりがない場合は、すぐにパスワードを変更し、サポートにご連絡ください。',
    kor: '회원님 계정의 출금 화이트리스트가 {time}에 켜졌습니다.\n\n이제 출금은 저장된 주소와 등록된 은행 카드로만 가능합니다. 지금부터 추가하는 주소나 카드는 저장 후 24시간이 지나야 사용할 수 있습니다.\n\n본인이 아니라면 지금 비밀번호를 변경하고 고객 지원에 문의하세요.',
    fra: 'La liste blanche de retrait de votre compte a été activée le {time}.\n\nLes retraits ne vont désormais qu’à vos adresses enregistrées et à vos cartes bancaires liées ; une adresse ou une carte ajoutée à partir de maintenant pourra servir 24 heures après son enregistrement.\n\nSi ce n’était pas vous, changez votre mot de passe maintenant et contactez le support.',
    spa: 'La lista blanca de retiro de su cuenta se activó el {time}.\n\nAhora los retiros solo van a sus direcciones guardadas y a sus tarjetas bancarias vinculadas; una que añada a partir de ahora podrá usarse 24 horas después de guardarla.\n\nSi no fue usted, cambie su contraseña ahora y contacte con soporte.',
  },
  off_requested: {
    en: 'Turning off the withdrawal whitelist of your account was requested at {time}. It turns off at {off_at}; until then withdrawals still go only to your saved addresses and bound bank cards.\n\nIf this was not you, cancel it under Settings > Security > Withdrawal whitelist, then change your password.',
    zh: '您的账户已于 {time} 申请关闭提币白名单，将于 {off_at} 关闭；在此之前仍只能提币到已保存的地址和已绑定的银行卡。\n\n如非本人操作，请在“设置 > 安全 > 提币白名单”中取消，然后修改登录密码。',
    hk: '您的帳戶已於 {time} 申請關閉提幣白名單，將於 {off_at} 關閉；在此之前仍只能提幣到已儲存的地址和已綁定的銀行卡。\n\n如非本人操作，請在「設定 > 安全 > 提幣白名單」中取消，然後修改登入密碼。',
    th: 'มีคำขอปิดไวท์ลิสต์การถอนของบัญชีคุณเมื่อ {time} จะปิดเมื่อ {off_at} ก่อนถึงเวลานั้นการถอนยังไปได้เฉพาะที่อยู่ที่บันทึกไว้และบัตรธนาคารที่ผูกไว้เท่านั้น\n\nหากไม่ใช่คุณ โปรดยกเลิกที่ การตั้งค่า > ความปลอดภัย > ไวท์ลิสต์การถอน แล้วเปลี่ยนรหัสผ่าน',
    jp: 'あなたのアカウントの出金ホワイトリストのオフが {time} に申請されました。{off_at} にオフになります。それまでは引き続き、保存済みのアドレスと登録済みの銀行カードにのみ出金できます。\n\nお心当たりがない場合は、「設定 > セキュリティ > 出金ホワイトリスト」で取り消し、パスワードを変更してください。',
    kor: '회원님 계정의 출금 화이트리스트 끄기가 {time}에 요청되었습니다. {off_at}에 꺼지며, 그때까지는 여전히 저장된 주소와 등록된 은행 카드로만 출금할 수 있습니다.\n\n본인이 아니라면 설정 > 보안 > 출금 화이트리스트에서 취소한 뒤 비밀번호를 변경하세요.',
    fra: 'La désactivation de la liste blanche de retrait de votre compte a été demandée le {time}. Elle sera désactivée le {off_at} ; d’ici là, les retraits ne vont toujours qu’à vos adresses enregistrées et à vos cartes bancaires liées.\n\nSi ce n’était pas vous, annulez-la dans Paramètres > Sécurité > Liste blanche de retrait, puis changez votre mot de passe.',
    spa: 'Se solicitó desactivar la lista blanca de retiro de su cuenta el {time}. Se desactivará el {off_at}; hasta entonces los retiros siguen yendo solo a sus direcciones guardadas y tarjetas bancarias vinculadas.\n\nSi no fue usted, cancélelo en Ajustes > Seguridad > Lista blanca de retiro y después cambie su contraseña.',
  },
  off_cancelled: {
    en: 'The request to turn off the withdrawal whitelist of your account was cancelled at {time}. The whitelist stays on.\n\nIf this was not you, change your password now.',
    zh: '您的账户已于 {time} 取消关闭提币白名单的申请，白名单保持开启。\n\n如非本人操作，请立即修改登录密码。',
    hk: '您的帳戶已於 {time} 取消關閉提幣白名單的申請，白名單保持開啟。\n\n如非本人操作，請立即修改登入密碼。',
    th: 'คำขอปิดไวท์ลิสต์การถอนของบัญชีคุณถูกยกเลิกเมื่อ {time} ไวท์ลิสต์ยังเปิดอยู่\n\nหากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที',
    jp: 'あなたのアカウントの出金ホワイトリストのオフ申請が {time} に取り消されました。ホワイトリストはオンのままです。\n\nお心当たりがない場合は、すぐにパスワードを変更してください。',
    kor: '회원님 계정의 출금 화이트리스트 끄기 요청이 {time}에 취소되었습니다. 화이트리스트는 켜진 상태로 유지됩니다.\n\n본인이 아니라면 지금 비밀번호를 변경하세요.',
    fra: 'La demande de désactivation de la liste blanche de retrait de votre compte a été annulée le {time}. La liste blanche reste activée.\n\nSi ce n’était pas vous, changez votre mot de passe maintenant.',
    spa: 'La solicitud de desactivar la lista blanca de retiro de su cuenta se canceló el {time}. La lista blanca sigue activada.\n\nSi no fue usted, cambie su contraseña ahora.',
  },
};

/** What a switch from `before` to `after` changed, or null when it changed nothing. */
export function whitelistChangeOf(
  before: WhitelistState,
  after: WhitelistState,
): WhitelistChange | null {
  if (before === 'off' && after === 'on') return 'on';
  if (before === 'on' && after === 'off_pending') return 'off_requested';
  if (before === 'off_pending' && after === 'on') return 'off_cancelled';
  return null;
}

/** The mail; `time` and `offAt` as the holds say times, e.g. '2026-11-27 09:30 UTC'. */
export function whitelistMessage(
  change: WhitelistChange,
  lang: Language,
  site: string,
  times: { time: string; offAt: string | null },
): { subject: string; text: string } {
  return {
    subject: fillPlaceholders(SUBJECT[change][lang], { site }),
    text: fillPlaceholders(BODY[change][lang], { time: times.time, off_at: times.offAt ?? '' }),
  };
}

/** Mails the user what the switch changed. A mail that cannot go out is logged; the switch stands. */
export async function mailWhitelistChange(
  deps: AppDeps,
  user: UserRow,
  change: WhitelistChange,
  times: { time: string; offAt: string | null },
): Promise<void> {
  if (!user.email) return;
  try {
    const lang = isLanguage(user.language) ? user.language : 'en';
    const message = whitelistMessage(change, lang, await getSiteName(deps.db), times);
    await sendUserMail(deps, { to: user.email, ...message }, lang);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'whitelist mail failed');
  }
}
