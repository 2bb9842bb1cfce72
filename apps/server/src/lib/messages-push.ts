/** Messages of Web Push (#21 item 9), in the eight languages. */
export const PUSH_MESSAGES = {
  PUSH_ENDPOINT_INVALID: {
    en: 'This browser’s push address is not accepted (it must be a secure https address)',
    zh: '不接受此浏览器的推送地址（必须是安全的 https 地址）',
    hk: '不接受此瀏覽器的推送地址（必須是安全的 https 地址）',
    th: 'ไม่รับที่อยู่การแจ้งเตือนของเบราว์เซอร์นี้ (ต้องเป็นที่อยู่ https ที่ปลอดภัย)',
    jp: 'このブラウザのプッシュ先アドレスは受け付けられません（安全な https アドレスが必要です）',
    kor: '이 브라우저의 푸시 주소는 허용되지 않습니다(안전한 https 주소여야 합니다)',
    fra: 'L’adresse de notification de ce navigateur n’est pas acceptée (elle doit être une adresse https sécurisée)',
    spa: 'No se acepta la dirección de notificaciones de este navegador (debe ser una dirección https segura)',
  },
  PUSH_KEYS_INVALID: {
    en: 'This browser’s push keys are not valid; turn notifications off and on again',
    zh: '此浏览器的推送密钥无效，请关闭后重新开启通知',
    hk: '此瀏覽器的推送密鑰無效，請關閉後重新開啟通知',
    th: 'คีย์การแจ้งเตือนของเบราว์เซอร์นี้ไม่ถูกต้อง โปรดปิดแล้วเปิดการแจ้งเตือนอีกครั้ง',
    jp: 'このブラウザのプッシュキーが無効です。通知をオフにしてから再度オンにしてください',
    kor: '이 브라우저의 푸시 키가 올바르지 않습니다. 알림을 껐다가 다시 켜세요',
    fra: 'Les clés de notification de ce navigateur ne sont pas valides ; désactivez puis réactivez les notifications',
    spa: 'Las claves de notificación de este navegador no son válidas; desactive y vuelva a activar las notificaciones',
  },
} as const;
