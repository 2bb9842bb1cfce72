/** Messages of the operator side (four-eyes approval), in the eight languages. */
export const ADMIN_MESSAGES = {
  APPROVAL_SAME_OPERATOR: {
    en: 'A second operator must approve this request',
    zh: '须由另一名操作员审批此申请',
    hk: '須由另一名操作員審批此申請',
    th: 'คำขอนี้ต้องได้รับการอนุมัติจากผู้ดูแลอีกคนหนึ่ง',
    jp: 'この申請は別のオペレーターの承認が必要です',
    kor: '이 요청은 다른 운영자의 승인이 필요합니다',
    fra: 'Un second opérateur doit approuver cette demande',
    spa: 'Otro operador debe aprobar esta solicitud',
  },
} as const;
