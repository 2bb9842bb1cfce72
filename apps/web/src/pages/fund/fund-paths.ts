/** The fund screens (SPEC.md §2) and the setting screens they send the user to. */
export const FUND_PATHS = {
  assets: '/pages/fund/assets',
  select: '/pages/fund/select',
  receive: '/pages/fund/receive',
  withdraw: '/pages/fund/withdraw',
  records: '/pages/fund/receive_withdraw_record',
  assetsRecord: '/pages/fund/assets_record',
  allRecords: '/pages/fund/assets_all_record',
  transfer: '/pages/fund/transfer',
  transferHistory: '/pages/fund/transfer_history',
  convert: '/pages/fund/fundTransfer',
} as const;

export const SETTING_PATHS = {
  payPassword: '/pages/setting/payPassword',
  addWallet: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  realMark: '/pages/setting/real_mark',
} as const;

/** A positive integer id from the query string, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
