import type { Language } from '@meridian/contract';

/** Messages of the money domain (wallet, withdrawals, KYC, bill reasons), in the eight languages. */
export const WALLET_MESSAGES = {
  ACCOUNT_TYPE_INVALID: {
    en: 'Unknown account', zh: '账户类型错误', hk: '賬戶類型錯誤', th: 'ประเภทบัญชีไม่ถูกต้อง',
    jp: '口座の種類が正しくありません', kor: '계정 유형이 올바르지 않습니다', fra: 'Compte inconnu', spa: 'Cuenta desconocida',
  },
  VOUCHER_INVALID: {
    en: 'Please upload the image again', zh: '请重新上传图片', hk: '請重新上傳圖片', th: 'กรุณาอัปโหลดรูปภาพอีกครั้ง',
    jp: '画像をもう一度アップロードしてください', kor: '이미지를 다시 업로드하세요', fra: 'Veuillez téléverser l’image à nouveau', spa: 'Vuelva a subir la imagen',
  },
  VOUCHER_REQUIRED: {
    en: 'Please upload the payment voucher', zh: '请上传支付凭证', hk: '請上傳支付憑證', th: 'กรุณาอัปโหลดหลักฐานการชำระเงิน',
    jp: '支払い証明をアップロードしてください', kor: '결제 증빙을 업로드하세요', fra: 'Veuillez téléverser le justificatif de paiement', spa: 'Suba el comprobante de pago',
  },
  ADDRESS_INVALID: {
    en: 'The address is not valid', zh: '地址格式错误', hk: '地址格式錯誤', th: 'ที่อยู่ไม่ถูกต้อง',
    jp: 'アドレスが正しくありません', kor: '주소가 올바르지 않습니다', fra: 'Adresse non valide', spa: 'La dirección no es válida',
  },
  NETWORK_UNKNOWN: {
    en: 'This network is not supported for this coin', zh: '该币种不支持此网络', hk: '該幣種不支援此網絡', th: 'เหรียญนี้ไม่รองรับเครือข่ายนี้',
    jp: 'この通貨はこのネットワークに対応していません', kor: '이 코인은 해당 네트워크를 지원하지 않습니다', fra: 'Ce réseau n’est pas pris en charge pour cette crypto', spa: 'Esta red no está disponible para esta moneda',
  },
  ADDRESS_REQUIRED: {
    en: 'Please choose a withdrawal address or a bank card', zh: '请选择提币地址或银行卡', hk: '請選擇提幣地址或銀行卡', th: 'กรุณาเลือกที่อยู่ถอนหรือบัตรธนาคาร',
    jp: '出金アドレスまたは銀行カードを選択してください', kor: '출금 주소 또는 은행 카드를 선택하세요', fra: 'Choisissez une adresse de retrait ou une carte bancaire', spa: 'Elija una dirección de retiro o una tarjeta bancaria',
  },
  SAME_ACCOUNT: {
    en: 'Choose two different accounts', zh: '请选择两个不同的账户', hk: '請選擇兩個不同的賬戶', th: 'กรุณาเลือกสองบัญชีที่ต่างกัน',
    jp: '異なる2つの口座を選択してください', kor: '서로 다른 두 계정을 선택하세요', fra: 'Choisissez deux comptes différents', spa: 'Elija dos cuentas distintas',
  },
  SAME_CURRENCY: {
    en: 'Choose two different coins', zh: '请选择两个不同的币种', hk: '請選擇兩個不同的幣種', th: 'กรุณาเลือกสองเหรียญที่ต่างกัน',
    jp: '異なる2つの通貨を選択してください', kor: '서로 다른 두 코인을 선택하세요', fra: 'Choisissez deux cryptos différentes', spa: 'Elija dos monedas distintas',
  },
  NAME_INVALID: {
    en: 'Please enter a valid name', zh: '请输入有效的名称', hk: '請輸入有效的名稱', th: 'กรุณากรอกชื่อที่ถูกต้อง',
    jp: '正しい名前を入力してください', kor: '올바른 이름을 입력하세요', fra: 'Veuillez saisir un nom valide', spa: 'Introduzca un nombre válido',
  },
  BANK_FIELD_REQUIRED: {
    en: 'Please fill in every bank card field: {field}', zh: '请填写完整的银行卡信息：{field}', hk: '請填寫完整的銀行卡資料：{field}', th: 'กรุณากรอกข้อมูลบัตรธนาคารให้ครบ: {field}',
    jp: '銀行カードの項目をすべて入力してください：{field}', kor: '은행 카드 정보를 모두 입력하세요: {field}', fra: 'Veuillez remplir tous les champs de la carte : {field}', spa: 'Complete todos los campos de la tarjeta: {field}',
  },
  BANK_FIELD_INVALID: {
    en: 'This bank card field is not valid: {field}', zh: '银行卡信息格式错误：{field}', hk: '銀行卡資料格式錯誤：{field}', th: 'ข้อมูลบัตรธนาคารไม่ถูกต้อง: {field}',
    jp: '銀行カードの項目が正しくありません：{field}', kor: '은행 카드 정보가 올바르지 않습니다: {field}', fra: 'Ce champ de la carte n’est pas valide : {field}', spa: 'Este campo de la tarjeta no es válido: {field}',
  },
  ID_NUMBER_INVALID: {
    en: 'Please enter a valid document number', zh: '请输入有效的证件号码', hk: '請輸入有效的證件號碼', th: 'กรุณากรอกหมายเลขเอกสารที่ถูกต้อง',
    jp: '正しい書類番号を入力してください', kor: '올바른 신분증 번호를 입력하세요', fra: 'Veuillez saisir un numéro de document valide', spa: 'Introduzca un número de documento válido',
  },
  REASON_REQUIRED: {
    en: 'Please write a reason', zh: '请填写原因', hk: '請填寫原因', th: 'กรุณาระบุเหตุผล',
    jp: '理由を入力してください', kor: '사유를 입력하세요', fra: 'Veuillez indiquer un motif', spa: 'Escriba un motivo',
  },
  INSUFFICIENT_BALANCE: {
    en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', th: 'ยอดคงเหลือไม่เพียงพอ',
    jp: '残高が不足しています', kor: '잔액이 부족합니다', fra: 'Solde insuffisant', spa: 'Saldo insuficiente',
  },
  CURRENCY_UNKNOWN: {
    en: 'Unknown coin', zh: '币种不存在', hk: '幣種不存在', th: 'ไม่พบเหรียญนี้',
    jp: '通貨が見つかりません', kor: '알 수 없는 코인입니다', fra: 'Crypto inconnue', spa: 'Moneda desconocida',
  },
  CURRENCY_NOT_IN_ACCOUNT: {
    en: 'This coin cannot be held in that account', zh: '该币种不能存入此账户', hk: '該幣種不能存入此賬戶', th: 'ไม่สามารถถือเหรียญนี้ในบัญชีดังกล่าวได้',
    jp: 'この通貨はその口座で保有できません', kor: '이 코인은 해당 계정에 보관할 수 없습니다', fra: 'Cette crypto ne peut pas être détenue sur ce compte', spa: 'Esta moneda no puede estar en esa cuenta',
  },
  DEMO_MODE: {
    en: 'Demo mode: prices are simulated and balances are demo funds, so deposits and withdrawals of real coins are off',
    zh: '演示模式：价格为模拟价格，余额为演示资金，因此不支持真实币种的充值和提现',
    hk: '演示模式：價格為模擬價格，餘額為演示資金，因此不支援真實幣種的充值和提現',
    th: 'โหมดสาธิต: ราคาเป็นราคาจำลองและยอดเงินเป็นเงินสาธิต จึงไม่สามารถฝากหรือถอนเหรียญจริงได้',
    jp: 'デモモード：価格はシミュレーション、残高はデモ資金のため、実際のコインの入金・出金はできません',
    kor: '데모 모드: 가격은 시뮬레이션이며 잔액은 데모 자금이므로 실제 코인의 입금과 출금은 할 수 없습니다',
    fra: 'Mode démo : les prix sont simulés et les soldes sont des fonds de démonstration ; les dépôts et retraits de vraies cryptomonnaies sont désactivés',
    spa: 'Modo demo: los precios son simulados y los saldos son fondos de demostración, por lo que los depósitos y retiros de monedas reales están desactivados',
  },
  PRICE_UNAVAILABLE: {
    en: 'No current market price; please retry shortly', zh: '暂无最新市场价格，请稍后重试', hk: '暫無最新市場價格，請稍後重試', th: 'ยังไม่มีราคาตลาดล่าสุด กรุณาลองใหม่ภายหลัง',
    jp: '現在の市場価格がありません。しばらくして再試行してください', kor: '현재 시장 가격이 없습니다. 잠시 후 다시 시도하세요', fra: 'Aucun prix de marché actuel ; réessayez bientôt', spa: 'No hay precio de mercado actual; inténtelo en breve',
  },
  WITHDRAW_BELOW_MIN: {
    en: 'The minimum withdrawal is {min}', zh: '最小提币数量为 {min}', hk: '最小提幣數量為 {min}', th: 'ถอนขั้นต่ำ {min}',
    jp: '最小出金額は {min} です', kor: '최소 출금 수량은 {min}입니다', fra: 'Le retrait minimum est de {min}', spa: 'El retiro mínimo es {min}',
  },
  WITHDRAW_LIMIT_EXCEEDED: {
    en: 'This exceeds your 24-hour withdrawal limit; {remaining} BTC-equivalent remains', zh: '超出 24 小时提币额度，剩余 {remaining} BTC 等值', hk: '超出 24 小時提幣額度，剩餘 {remaining} BTC 等值', th: 'เกินวงเงินถอน 24 ชั่วโมง คงเหลือเทียบเท่า {remaining} BTC',
    jp: '24時間の出金上限を超えています。残りは BTC 換算 {remaining} です', kor: '24시간 출금 한도를 초과했습니다. 남은 한도는 BTC 환산 {remaining}입니다', fra: 'Cela dépasse votre limite de retrait sur 24 h ; il reste l’équivalent de {remaining} BTC', spa: 'Supera su límite de retiro de 24 h; quedan {remaining} BTC equivalentes',
  },
  WITHDRAW_HOLD: {
    en: 'Withdrawals are paused for 24 hours after a password change (until {until})', zh: '修改密码后 24 小时内暂停提币（至 {until}）', hk: '修改密碼後 24 小時內暫停提幣（至 {until}）', th: 'ระงับการถอน 24 ชั่วโมงหลังเปลี่ยนรหัสผ่าน (ถึง {until})',
    jp: 'パスワード変更後24時間は出金できません（{until} まで）', kor: '비밀번호 변경 후 24시간 동안 출금이 중지됩니다({until}까지)', fra: 'Retraits suspendus 24 h après un changement de mot de passe (jusqu’à {until})', spa: 'Retiros en pausa 24 h tras cambiar la contraseña (hasta {until})',
  },
  WITHDRAW_DISABLED: {
    en: 'Withdrawals of this coin are not available', zh: '该币种暂不支持提币', hk: '該幣種暫不支援提幣', th: 'เหรียญนี้ยังไม่เปิดให้ถอน',
    jp: 'この通貨は出金できません', kor: '이 코인은 출금할 수 없습니다', fra: 'Les retraits de cette crypto ne sont pas disponibles', spa: 'Los retiros de esta moneda no están disponibles',
  },
  DEPOSIT_DISABLED: {
    en: 'Deposits of this coin are not available', zh: '该币种暂不支持充值', hk: '該幣種暫不支援充值', th: 'เหรียญนี้ยังไม่เปิดให้ฝาก',
    jp: 'この通貨は入金できません', kor: '이 코인은 입금할 수 없습니다', fra: 'Les dépôts de cette crypto ne sont pas disponibles', spa: 'Los depósitos de esta moneda no están disponibles',
  },
  PAY_PASSWORD_NOT_SET: {
    en: 'Please set a pay password first', zh: '请先设置资金密码', hk: '請先設定資金密碼', th: 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
    jp: '先に取引パスワードを設定してください', kor: '먼저 결제 비밀번호를 설정하세요', fra: 'Veuillez d’abord définir un mot de passe de paiement', spa: 'Primero configure una contraseña de pago',
  },
  PAY_PASSWORD_WRONG: {
    en: 'Pay password is incorrect', zh: '资金密码错误', hk: '資金密碼錯誤', th: 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
    jp: '取引パスワードが正しくありません', kor: '결제 비밀번호가 올바르지 않습니다', fra: 'Mot de passe de paiement incorrect', spa: 'Contraseña de pago incorrecta',
  },
  ADDRESS_NOT_FOUND: {
    en: 'Withdrawal address not found', zh: '提币地址不存在', hk: '提幣地址不存在', th: 'ไม่พบที่อยู่ถอน',
    jp: '出金アドレスが見つかりません', kor: '출금 주소를 찾을 수 없습니다', fra: 'Adresse de retrait introuvable', spa: 'Dirección de retiro no encontrada',
  },
  ADDRESS_TAKEN: {
    en: 'This address is already saved', zh: '该地址已保存', hk: '該地址已儲存', th: 'บันทึกที่อยู่นี้แล้ว',
    jp: 'このアドレスは保存済みです', kor: '이미 저장된 주소입니다', fra: 'Cette adresse est déjà enregistrée', spa: 'Esta dirección ya está guardada',
  },
  BANK_CARD_REQUIRED: {
    en: 'Please add a bank card', zh: '请先添加银行卡', hk: '請先添加銀行卡', th: 'กรุณาเพิ่มบัตรธนาคาร',
    jp: '銀行カードを追加してください', kor: '은행 카드를 추가하세요', fra: 'Veuillez ajouter une carte bancaire', spa: 'Agregue una tarjeta bancaria',
  },
  BANK_NOT_AVAILABLE: {
    en: 'Bank withdrawals are available for USDT only', zh: '仅 USDT 支持提现到银行卡', hk: '僅 USDT 支援提現到銀行卡', th: 'ถอนเข้าบัญชีธนาคารได้เฉพาะ USDT',
    jp: '銀行への出金は USDT のみ可能です', kor: '은행 출금은 USDT만 가능합니다', fra: 'Les retraits bancaires sont possibles en USDT uniquement', spa: 'Los retiros bancarios solo están disponibles en USDT',
  },
  DEPOSIT_ADDRESS_UNAVAILABLE: {
    en: 'No deposit address is available for this network yet; please submit a deposit request or contact support', zh: '该网络暂无可用充值地址，请提交充值申请或联系客服', hk: '該網絡暫無可用充值地址，請提交充值申請或聯繫客服', th: 'เครือข่ายนี้ยังไม่มีที่อยู่ฝาก กรุณาส่งคำขอฝากหรือติดต่อฝ่ายบริการ',
    jp: 'このネットワークの入金アドレスはまだありません。入金申請を送るかサポートにご連絡ください', kor: '이 네트워크의 입금 주소가 아직 없습니다. 입금 신청을 하거나 고객센터에 문의하세요', fra: 'Aucune adresse de dépôt pour ce réseau pour l’instant ; envoyez une demande de dépôt ou contactez le support', spa: 'Aún no hay dirección de depósito para esta red; envíe una solicitud de depósito o contacte con soporte',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request key was already used for a different request', zh: '该请求标识已用于其他请求', hk: '該請求標識已用於其他請求', th: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว',
    jp: 'このリクエストキーは別のリクエストで使用済みです', kor: '이 요청 키는 다른 요청에 이미 사용되었습니다', fra: 'Cette clé de requête a déjà servi pour une autre requête', spa: 'Esta clave de solicitud ya se usó para otra solicitud',
  },
  IDEMPOTENCY_KEY_INVALID: {
    en: 'The request key is not valid', zh: '请求标识格式错误', hk: '請求標識格式錯誤', th: 'รหัสคำขอไม่ถูกต้อง',
    jp: 'リクエストキーが正しくありません', kor: '요청 키가 올바르지 않습니다', fra: 'Clé de requête non valide', spa: 'Clave de solicitud no válida',
  },
  ALREADY_HANDLED: {
    en: 'This request has already been handled', zh: '该申请已处理', hk: '該申請已處理', th: 'คำขอนี้ได้รับการดำเนินการแล้ว',
    jp: 'この申請は処理済みです', kor: '이미 처리된 신청입니다', fra: 'Cette demande a déjà été traitée', spa: 'Esta solicitud ya fue procesada',
  },
  KYC_PENDING: {
    en: 'Your verification is under review', zh: '认证审核中', hk: '認證審核中', th: 'อยู่ระหว่างตรวจสอบการยืนยันตัวตน',
    jp: '本人確認を審査中です', kor: '인증 심사 중입니다', fra: 'Votre vérification est en cours d’examen', spa: 'Su verificación está en revisión',
  },
  KYC_CERTIFIED: {
    en: 'This level is already verified', zh: '该级别已认证', hk: '該級別已認證', th: 'ยืนยันระดับนี้แล้ว',
    jp: 'このレベルは認証済みです', kor: '이미 인증된 단계입니다', fra: 'Ce niveau est déjà vérifié', spa: 'Este nivel ya está verificado',
  },
  KYC_LEVEL1_REQUIRED: {
    en: 'Please pass basic verification first', zh: '请先完成初级认证', hk: '請先完成初級認證', th: 'กรุณายืนยันตัวตนขั้นพื้นฐานก่อน',
    jp: '先に基本認証を完了してください', kor: '먼저 기본 인증을 완료하세요', fra: 'Veuillez d’abord réussir la vérification de base', spa: 'Primero complete la verificación básica',
  },
  KYC_BIND_REQUIRED: {
    en: 'Please bind both your email and your phone first', zh: '请先绑定邮箱和手机号', hk: '請先綁定電郵和手機號', th: 'กรุณาผูกอีเมลและโทรศัพท์ก่อน',
    jp: '先にメールアドレスと電話番号の両方を登録してください', kor: '먼저 이메일과 휴대폰을 모두 연결하세요', fra: 'Veuillez d’abord lier votre e-mail et votre téléphone', spa: 'Primero vincule su correo y su teléfono',
  },
  CONVERSION_NOT_ALLOWED: {
    en: 'This coin cannot be converted', zh: '该币种不支持兑换', hk: '該幣種不支援兌換', th: 'ไม่สามารถแปลงเหรียญนี้ได้',
    jp: 'この通貨は交換できません', kor: '이 코인은 전환할 수 없습니다', fra: 'Cette crypto ne peut pas être convertie', spa: 'Esta moneda no se puede convertir',
  },
  AMOUNT_TOO_SMALL: {
    en: 'The amount is too small', zh: '数量过小', hk: '數量過小', th: 'จำนวนน้อยเกินไป',
    jp: '数量が少なすぎます', kor: '수량이 너무 적습니다', fra: 'Montant trop faible', spa: 'La cantidad es demasiado pequeña',
  },
  AMOUNT_TOO_LARGE: {
    en: 'The number is too large', zh: '数值过大', hk: '數值過大', th: 'ตัวเลขมีค่ามากเกินไป',
    jp: '数値が大きすぎます', kor: '숫자가 너무 큽니다', fra: 'Nombre trop grand', spa: 'El número es demasiado grande',
  },
  BILL_deposit: {
    en: 'Deposit', zh: '充值', hk: '充值', th: 'ฝาก',
    jp: '入金', kor: '입금', fra: 'Dépôt', spa: 'Depósito',
  },
  BILL_withdraw_request: {
    en: 'Withdrawal requested (frozen)', zh: '提币申请（冻结）', hk: '提幣申請（凍結）', th: 'ขอถอน (อายัด)',
    jp: '出金申請（凍結）', kor: '출금 신청(동결)', fra: 'Retrait demandé (gelé)', spa: 'Retiro solicitado (congelado)',
  },
  BILL_withdraw_paid: {
    en: 'Withdrawal paid', zh: '提币完成', hk: '提幣完成', th: 'ถอนสำเร็จ',
    jp: '出金完了', kor: '출금 완료', fra: 'Retrait payé', spa: 'Retiro pagado',
  },
  BILL_withdraw_rejected: {
    en: 'Withdrawal rejected (unfrozen)', zh: '提币驳回（解冻）', hk: '提幣駁回（解凍）', th: 'ปฏิเสธการถอน (ปลดอายัด)',
    jp: '出金却下（凍結解除）', kor: '출금 거절(동결 해제)', fra: 'Retrait refusé (dégelé)', spa: 'Retiro rechazado (descongelado)',
  },
  BILL_account_transfer: {
    en: 'Transfer between accounts', zh: '账户划转', hk: '賬戶劃轉', th: 'โอนระหว่างบัญชี',
    jp: '口座間振替', kor: '계정 간 이체', fra: 'Virement entre comptes', spa: 'Transferencia entre cuentas',
  },
  BILL_convert: {
    en: 'Coin conversion', zh: '币种兑换', hk: '幣種兌換', th: 'แปลงเหรียญ',
    jp: '通貨交換', kor: '코인 전환', fra: 'Conversion', spa: 'Conversión de moneda',
  },
  BILL_adjustment: {
    en: 'Adjustment by support', zh: '客服调整', hk: '客服調整', th: 'ปรับปรุงโดยฝ่ายบริการ',
    jp: 'サポートによる調整', kor: '고객센터 조정', fra: 'Ajustement par le support', spa: 'Ajuste de soporte',
  },
  BILL_demo_grant: {
    en: 'Demo starting balance', zh: '演示初始余额', hk: '演示初始餘額', th: 'ยอดเริ่มต้นสำหรับเดโม',
    jp: 'デモ用初期残高', kor: '데모 시작 잔액', fra: 'Solde de démonstration', spa: 'Saldo inicial de demostración',
  },
  SUBMITTED: {
    en: 'Submitted', zh: '提交成功', hk: '提交成功', th: 'ส่งแล้ว',
    jp: '送信しました', kor: '제출되었습니다', fra: 'Envoyé', spa: 'Enviado',
  },
  TRANSFER_SUCCESS: {
    en: 'Transfer complete', zh: '划转成功', hk: '劃轉成功', th: 'โอนสำเร็จ',
    jp: '振替が完了しました', kor: '이체 완료', fra: 'Virement effectué', spa: 'Transferencia completada',
  },
  PAY_PASSWORD_LOCKED: {
    en: 'Too many wrong pay passwords; retry in {minutes} min', zh: '资金密码错误次数过多，请 {minutes} 分钟后重试', hk: '資金密碼錯誤次數過多，請 {minutes} 分鐘後重試', th: 'กรอกรหัสผ่านการชำระเงินผิดหลายครั้ง กรุณาลองใหม่ใน {minutes} นาที',
    jp: '取引パスワードの誤りが多すぎます。{minutes} 分後に再試行してください', kor: '결제 비밀번호 오류가 너무 많습니다. {minutes}분 후 다시 시도하세요', fra: 'Trop d’erreurs de mot de passe de paiement ; réessayez dans {minutes} min', spa: 'Demasiadas contraseñas de pago erróneas; reintente en {minutes} min',
  },
} satisfies Record<string, Record<Language, string>>;
