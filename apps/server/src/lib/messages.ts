import type { ErrorCode, Language } from '@meridian/contract';

import { TRADING_MESSAGES } from './messages-trading.js';
import { WALLET_MESSAGES } from './messages-wallet.js';

/** Messages the server writes that are not errors. */
export type InfoKey =
  | 'CODE_SENT'
  | 'REGISTER_SUCCESS'
  | 'LOGOUT_SUCCESS'
  | 'SAVED'
  | 'EMAIL_AVAILABLE'
  | 'DELETED'
  | Exclude<keyof typeof WALLET_MESSAGES, ErrorCode>
  | Exclude<keyof typeof TRADING_MESSAGES, ErrorCode>;

export type MessageKey = ErrorCode | InfoKey;

type Catalogue = Record<MessageKey, Record<Language, string>>;

/**
 * Every message the server can write, in the eight languages. `{field}` and other `{name}`
 * placeholders are filled by `translate`.
 */
export const MESSAGES: Catalogue = {
  ...WALLET_MESSAGES,
  ...TRADING_MESSAGES,
  PARAMETER_ERROR: {
    en: 'Parameter error: {field}', zh: '参数错误：{field}', hk: '參數錯誤：{field}', th: 'พารามิเตอร์ไม่ถูกต้อง: {field}',
    jp: 'パラメータエラー：{field}', kor: '매개변수 오류: {field}', fra: 'Paramètre incorrect : {field}', spa: 'Parámetro incorrecto: {field}',
  },
  SESSION_INVALID: {
    en: 'Please log in first', zh: '请先登录', hk: '請先登入', th: 'กรุณาเข้าสู่ระบบก่อน',
    jp: '先にログインしてください', kor: '먼저 로그인하세요', fra: 'Veuillez d’abord vous connecter', spa: 'Inicie sesión primero',
  },
  REAL_NAME_REQUIRED: {
    en: 'Please complete identity verification first', zh: '请先完成实名认证', hk: '請先完成實名認證', th: 'กรุณายืนยันตัวตนก่อน',
    jp: '先に本人確認を完了してください', kor: '먼저 본인 인증을 완료하세요', fra: 'Veuillez d’abord vérifier votre identité', spa: 'Primero complete la verificación de identidad',
  },
  NOT_FOUND: {
    en: 'Not found', zh: '内容不存在', hk: '內容不存在', th: 'ไม่พบข้อมูล',
    jp: '見つかりません', kor: '찾을 수 없습니다', fra: 'Introuvable', spa: 'No encontrado',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests, please retry later', zh: '请求过于频繁，请稍后重试', hk: '請求過於頻繁，請稍後重試', th: 'คำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
    jp: 'リクエストが多すぎます。しばらくしてから再試行してください', kor: '요청이 너무 많습니다. 잠시 후 다시 시도하세요', fra: 'Trop de requêtes, réessayez plus tard', spa: 'Demasiadas solicitudes, inténtelo más tarde',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong, please retry', zh: '系统繁忙，请重试', hk: '系統繁忙，請重試', th: 'เกิดข้อผิดพลาด กรุณาลองใหม่',
    jp: 'エラーが発生しました。再試行してください', kor: '오류가 발생했습니다. 다시 시도하세요', fra: 'Une erreur est survenue, réessayez', spa: 'Algo salió mal, inténtelo de nuevo',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large', zh: '请求内容过大', hk: '請求內容過大', th: 'คำขอมีขนาดใหญ่เกินไป',
    jp: 'リクエストが大きすぎます', kor: '요청이 너무 큽니다', fra: 'La requête est trop volumineuse', spa: 'La solicitud es demasiado grande',
  },
  CODE_SEND_TOO_FREQUENT: {
    en: 'A code was sent recently; retry in {seconds} s', zh: '验证码已发送，请 {seconds} 秒后重试', hk: '驗證碼已發送，請 {seconds} 秒後重試', th: 'ส่งรหัสไปแล้ว กรุณาลองใหม่ใน {seconds} วินาที',
    jp: 'コードは送信済みです。{seconds} 秒後に再試行してください', kor: '인증번호가 이미 발송되었습니다. {seconds}초 후 다시 시도하세요', fra: 'Un code vient d’être envoyé ; réessayez dans {seconds} s', spa: 'Se envió un código; reintente en {seconds} s',
  },
  CODE_INVALID: {
    en: 'Verification code is incorrect', zh: '验证码错误', hk: '驗證碼錯誤', th: 'รหัสยืนยันไม่ถูกต้อง',
    jp: '認証コードが正しくありません', kor: '인증번호가 올바르지 않습니다', fra: 'Code de vérification incorrect', spa: 'Código de verificación incorrecto',
  },
  CODE_EXPIRED: {
    en: 'Verification code has expired, please request a new one', zh: '验证码已过期，请重新获取', hk: '驗證碼已過期，請重新獲取', th: 'รหัสยืนยันหมดอายุ กรุณาขอรหัสใหม่',
    jp: '認証コードの有効期限が切れました。再取得してください', kor: '인증번호가 만료되었습니다. 다시 받으세요', fra: 'Le code a expiré, demandez-en un nouveau', spa: 'El código ha caducado, solicite uno nuevo',
  },
  CODE_TOO_MANY_TRIES: {
    en: 'Too many wrong codes, please request a new one', zh: '验证码错误次数过多，请重新获取', hk: '驗證碼錯誤次數過多，請重新獲取', th: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
    jp: '誤ったコードの入力が多すぎます。再取得してください', kor: '인증번호 오류가 너무 많습니다. 다시 받으세요', fra: 'Trop de codes erronés, demandez-en un nouveau', spa: 'Demasiados códigos erróneos, solicite uno nuevo',
  },
  ACCOUNT_EXISTS: {
    en: 'This account is already registered', zh: '该账号已注册', hk: '該帳號已註冊', th: 'บัญชีนี้ลงทะเบียนแล้ว',
    jp: 'このアカウントは既に登録されています', kor: '이미 가입된 계정입니다', fra: 'Ce compte est déjà inscrit', spa: 'Esta cuenta ya está registrada',
  },
  ACCOUNT_NOT_FOUND: {
    en: 'Account does not exist', zh: '账号不存在', hk: '帳號不存在', th: 'ไม่พบบัญชีนี้',
    jp: 'アカウントが存在しません', kor: '계정이 존재하지 않습니다', fra: 'Ce compte n’existe pas', spa: 'La cuenta no existe',
  },
  LOGIN_FAILED: {
    en: 'Login failed: wrong account or password', zh: '登录失败：账号或密码错误', hk: '登入失敗：帳號或密碼錯誤', th: 'เข้าสู่ระบบไม่สำเร็จ: บัญชีหรือรหัสผ่านไม่ถูกต้อง',
    jp: 'ログイン失敗：アカウントまたはパスワードが違います', kor: '로그인 실패: 계정 또는 비밀번호가 틀렸습니다', fra: 'Échec de connexion : identifiant ou mot de passe incorrect', spa: 'Error de inicio de sesión: cuenta o contraseña incorrecta',
  },
  LOGIN_LOCKED: {
    en: 'Too many failed logins; try again in {minutes} minutes', zh: '登录失败次数过多，请 {minutes} 分钟后再试', hk: '登入失敗次數過多，請 {minutes} 分鐘後再試', th: 'เข้าสู่ระบบผิดหลายครั้งเกินไป ลองใหม่ใน {minutes} นาที',
    jp: 'ログイン失敗が多すぎます。{minutes} 分後に再試行してください', kor: '로그인 실패가 너무 많습니다. {minutes}분 후 다시 시도하세요', fra: 'Trop d’échecs de connexion ; réessayez dans {minutes} minutes', spa: 'Demasiados intentos fallidos; reintente en {minutes} minutos',
  },
  PASSWORD_MISMATCH: {
    en: 'The two passwords do not match', zh: '两次输入的密码不一致', hk: '兩次輸入的密碼不一致', th: 'รหัสผ่านทั้งสองไม่ตรงกัน',
    jp: '2つのパスワードが一致しません', kor: '두 비밀번호가 일치하지 않습니다', fra: 'Les deux mots de passe ne correspondent pas', spa: 'Las dos contraseñas no coinciden',
  },
  PASSWORD_LENGTH: {
    en: 'Password must be 7 to 64 characters', zh: '密码长度需为 7 到 64 位', hk: '密碼長度需為 7 到 64 位', th: 'รหัสผ่านต้องมี 7 ถึง 64 ตัวอักษร',
    jp: 'パスワードは7〜64文字にしてください', kor: '비밀번호는 7~64자여야 합니다', fra: 'Le mot de passe doit comporter 7 à 64 caractères', spa: 'La contraseña debe tener de 7 a 64 caracteres',
  },
  PAY_PASSWORD_FORMAT: {
    en: 'Pay password must be 6 digits', zh: '支付密码须为 6 位数字', hk: '支付密碼須為 6 位數字', th: 'รหัสชำระเงินต้องเป็นตัวเลข 6 หลัก',
    jp: '支払いパスワードは6桁の数字です', kor: '결제 비밀번호는 숫자 6자리여야 합니다', fra: 'Le mot de passe de paiement doit comporter 6 chiffres', spa: 'La contraseña de pago debe tener 6 dígitos',
  },
  INVITE_CODE_INVALID: {
    en: 'Invite code does not exist', zh: '邀请码不存在', hk: '邀請碼不存在', th: 'ไม่พบรหัสเชิญนี้',
    jp: '招待コードが存在しません', kor: '초대 코드가 존재하지 않습니다', fra: 'Ce code d’invitation n’existe pas', spa: 'El código de invitación no existe',
  },
  EMAIL_INVALID: {
    en: 'Please enter a valid email address', zh: '请输入正确的邮箱地址', hk: '請輸入正確的電郵地址', th: 'กรุณากรอกอีเมลที่ถูกต้อง',
    jp: '正しいメールアドレスを入力してください', kor: '올바른 이메일 주소를 입력하세요', fra: 'Veuillez saisir une adresse e-mail valide', spa: 'Introduzca un correo electrónico válido',
  },
  MOBILE_INVALID: {
    en: 'Please enter a valid mobile number', zh: '请输入正确的手机号', hk: '請輸入正確的手機號碼', th: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
    jp: '正しい携帯電話番号を入力してください', kor: '올바른 휴대폰 번호를 입력하세요', fra: 'Veuillez saisir un numéro de mobile valide', spa: 'Introduzca un número de móvil válido',
  },
  MOBILE_TAKEN: {
    en: 'This mobile number is bound to another account', zh: '该手机号已绑定其他账号', hk: '該手機號碼已綁定其他帳號', th: 'หมายเลขนี้ผูกกับบัญชีอื่นแล้ว',
    jp: 'この携帯番号は別のアカウントに登録されています', kor: '이 휴대폰 번호는 다른 계정에 연결되어 있습니다', fra: 'Ce numéro est déjà lié à un autre compte', spa: 'Este número ya está vinculado a otra cuenta',
  },
  NICKNAME_LENGTH: {
    en: 'Nickname must be 2-10 Chinese characters, letters or digits', zh: '昵称须为 2-10 位中文、字母或数字', hk: '暱稱須為 2-10 位中文、字母或數字', th: 'ชื่อเล่นต้องมี 2-10 ตัว เป็นภาษาจีน ตัวอักษร หรือตัวเลข',
    jp: 'ニックネームは2〜10文字の漢字・英字・数字です', kor: '닉네임은 2~10자의 한자, 영문 또는 숫자여야 합니다', fra: 'Le pseudo doit comporter 2 à 10 caractères chinois, lettres ou chiffres', spa: 'El apodo debe tener de 2 a 10 caracteres chinos, letras o dígitos',
  },
  SIGNATURE_LENGTH: {
    en: 'Signature must be 2-30 characters', zh: '个性签名须为 2-30 个字符', hk: '個性簽名須為 2-30 個字元', th: 'คำอธิบายตัวเองต้องมี 2-30 ตัวอักษร',
    jp: '署名は2〜30文字にしてください', kor: '서명은 2~30자여야 합니다', fra: 'La signature doit comporter 2 à 30 caractères', spa: 'La firma debe tener de 2 a 30 caracteres',
  },
  SPECIAL_CHARACTERS: {
    en: 'Special characters are not allowed', zh: '不能包含特殊字符', hk: '不能包含特殊字元', th: 'ไม่อนุญาตให้ใช้อักขระพิเศษ',
    jp: '特殊文字は使用できません', kor: '특수 문자는 사용할 수 없습니다', fra: 'Les caractères spéciaux ne sont pas autorisés', spa: 'No se permiten caracteres especiales',
  },
  CODE_FORMAT: {
    en: 'Verification code must be 6 digits', zh: '验证码须为 6 位数字', hk: '驗證碼須為 6 位數字', th: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก',
    jp: '認証コードは6桁の数字です', kor: '인증번호는 숫자 6자리입니다', fra: 'Le code doit comporter 6 chiffres', spa: 'El código debe tener 6 dígitos',
  },
  UPLOAD_NOT_IMAGE: {
    en: 'Only JPEG, PNG, WebP or GIF images can be uploaded', zh: '仅支持上传 JPEG、PNG、WebP 或 GIF 图片', hk: '僅支援上傳 JPEG、PNG、WebP 或 GIF 圖片', th: 'อัปโหลดได้เฉพาะรูปภาพ JPEG, PNG, WebP หรือ GIF',
    jp: 'アップロードできるのは JPEG、PNG、WebP、GIF 画像のみです', kor: 'JPEG, PNG, WebP, GIF 이미지만 업로드할 수 있습니다', fra: 'Seules les images JPEG, PNG, WebP ou GIF sont acceptées', spa: 'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF',
  },
  UPLOAD_TOO_LARGE: {
    en: 'The image is too large (at most {mb} MB)', zh: '图片过大（最大 {mb} MB）', hk: '圖片過大（最大 {mb} MB）', th: 'รูปภาพใหญ่เกินไป (ไม่เกิน {mb} MB)',
    jp: '画像が大きすぎます（最大 {mb} MB）', kor: '이미지가 너무 큽니다 (최대 {mb} MB)', fra: 'L’image est trop grande ({mb} Mo au maximum)', spa: 'La imagen es demasiado grande (máximo {mb} MB)',
  },
  UPLOAD_MISSING: {
    en: 'Please choose one image', zh: '请选择一张图片', hk: '請選擇一張圖片', th: 'กรุณาเลือกรูปภาพหนึ่งรูป',
    jp: '画像を1枚選択してください', kor: '이미지 한 장을 선택하세요', fra: 'Veuillez choisir une image', spa: 'Elija una imagen',
  },
  UPLOAD_TOO_MANY_PIXELS: {
    en: 'The image has too many pixels (at most {mpx} megapixels)', zh: '图片像素过多（最多 {mpx} 百万像素）', hk: '圖片像素過多（最多 {mpx} 百萬像素）', th: 'รูปภาพมีจำนวนพิกเซลมากเกินไป (ไม่เกิน {mpx} ล้านพิกเซล)',
    jp: '画像の画素数が多すぎます（最大 {mpx} メガピクセル）', kor: '이미지의 픽셀 수가 너무 많습니다 (최대 {mpx}메가픽셀)', fra: 'L’image compte trop de pixels ({mpx} mégapixels au maximum)', spa: 'La imagen tiene demasiados píxeles (máximo {mpx} megapíxeles)',
  },
  SETTING_NOT_FOUND: {
    en: 'No such setting', zh: '配置项不存在', hk: '設定項不存在', th: 'ไม่พบการตั้งค่านี้',
    jp: 'その設定はありません', kor: '해당 설정이 없습니다', fra: 'Paramètre inexistant', spa: 'No existe ese ajuste',
  },
  FIAT_UNKNOWN: {
    en: 'Unsupported fiat currency', zh: '不支持的法币', hk: '不支援的法幣', th: 'ไม่รองรับสกุลเงินนี้',
    jp: 'サポートされていない法定通貨です', kor: '지원하지 않는 법정화폐입니다', fra: 'Devise non prise en charge', spa: 'Moneda no admitida',
  },
  FORBIDDEN: {
    en: 'Your role is read-only: you cannot make changes', zh: '您的角色为只读，无法进行修改', hk: '您的角色為唯讀，無法進行修改', th: 'บทบาทของคุณเป็นแบบอ่านอย่างเดียว ไม่สามารถแก้ไขได้',
    jp: 'あなたの権限は閲覧のみのため、変更できません', kor: '읽기 전용 역할이므로 변경할 수 없습니다', fra: 'Votre rôle est en lecture seule : aucune modification possible', spa: 'Su rol es de solo lectura: no puede hacer cambios',
  },
  KEY_TAKEN: {
    en: 'This key is already in use', zh: '该标识已被使用', hk: '該標識已被使用', th: 'คีย์นี้ถูกใช้แล้ว',
    jp: 'このキーは既に使われています', kor: '이미 사용 중인 키입니다', fra: 'Cette clé est déjà utilisée', spa: 'Esta clave ya está en uso',
  },
  SYMBOL_UNKNOWN: {
    en: 'Unknown trading pair', zh: '未知的交易对', hk: '未知的交易對', th: 'ไม่พบคู่เทรดนี้',
    jp: '不明な取引ペアです', kor: '알 수 없는 거래쌍입니다', fra: 'Paire de trading inconnue', spa: 'Par de negociación desconocido',
  },
  KLINE_PERIOD_INVALID: {
    en: 'Unsupported chart period', zh: '不支持的K线周期', hk: '不支援的K線週期', th: 'ไม่รองรับช่วงเวลาของกราฟนี้',
    jp: 'サポートされていないチャート期間です', kor: '지원하지 않는 차트 주기입니다', fra: 'Période de graphique non prise en charge', spa: 'Periodo de gráfico no admitido',
  },
  KLINE_RANGE_INVALID: {
    en: 'The start time must not be after the end time', zh: '开始时间不能晚于结束时间', hk: '開始時間不能晚於結束時間', th: 'เวลาเริ่มต้องไม่หลังเวลาสิ้นสุด',
    jp: '開始時刻は終了時刻より後にできません', kor: '시작 시간은 종료 시간보다 늦을 수 없습니다', fra: 'Le début ne peut pas être après la fin', spa: 'El inicio no puede ser posterior al final',
  },
  KLINE_RANGE_TOO_LARGE: {
    en: 'Time range too large: at most {max} candles per request', zh: '时间范围过大：每次最多 {max} 根K线', hk: '時間範圍過大：每次最多 {max} 根K線', th: 'ช่วงเวลากว้างเกินไป: สูงสุด {max} แท่งต่อคำขอ',
    jp: '期間が長すぎます：1回あたり最大 {max} 本です', kor: '기간이 너무 깁니다: 요청당 최대 {max}개 캔들', fra: 'Période trop longue : {max} bougies au maximum par requête', spa: 'Rango demasiado amplio: como máximo {max} velas por solicitud',
  },
  PAIR_UNKNOWN: {
    en: 'No such trading pair', zh: '交易对不存在', hk: '交易對不存在', th: 'ไม่มีคู่เทรดนี้',
    jp: 'その取引ペアはありません', kor: '해당 거래쌍이 없습니다', fra: 'Cette paire n’existe pas', spa: 'No existe ese par',
  },
  FAVOURITE_EXISTS: {
    en: 'Already in your favourites', zh: '已在自选中', hk: '已在自選中', th: 'อยู่ในรายการโปรดแล้ว',
    jp: '既にお気に入りに登録されています', kor: '이미 관심 목록에 있습니다', fra: 'Déjà dans vos favoris', spa: 'Ya está en sus favoritos',
  },
  CODE_SENT: {
    en: 'Verification code sent', zh: '验证码已发送', hk: '驗證碼已發送', th: 'ส่งรหัสยืนยันแล้ว',
    jp: '認証コードを送信しました', kor: '인증번호를 발송했습니다', fra: 'Code de vérification envoyé', spa: 'Código de verificación enviado',
  },
  REGISTER_SUCCESS: {
    en: 'Registration success', zh: '注册成功', hk: '註冊成功', th: 'ลงทะเบียนสำเร็จ',
    jp: '登録が完了しました', kor: '가입 성공', fra: 'Inscription réussie', spa: 'Registro completado',
  },
  LOGOUT_SUCCESS: {
    en: 'Logged out', zh: '已退出登录', hk: '已登出', th: 'ออกจากระบบแล้ว',
    jp: 'ログアウトしました', kor: '로그아웃되었습니다', fra: 'Déconnecté', spa: 'Sesión cerrada',
  },
  SAVED: {
    en: 'Saved', zh: '保存成功', hk: '儲存成功', th: 'บันทึกแล้ว',
    jp: '保存しました', kor: '저장되었습니다', fra: 'Enregistré', spa: 'Guardado',
  },
  DELETED: {
    en: 'Deleted', zh: '已删除', hk: '已刪除', th: 'ลบแล้ว',
    jp: '削除しました', kor: '삭제되었습니다', fra: 'Supprimé', spa: 'Eliminado',
  },
  EMAIL_AVAILABLE: {
    en: 'This email can be registered', zh: '该邮箱可以注册', hk: '該電郵可以註冊', th: 'อีเมลนี้สามารถลงทะเบียนได้',
    jp: 'このメールアドレスは登録できます', kor: '이 이메일로 가입할 수 있습니다', fra: 'Cette adresse peut être inscrite', spa: 'Este correo se puede registrar',
  },
};

export function translate(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  const entry = MESSAGES[key];
  const text = entry[lang] ?? entry.en;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
