import { compactErrors } from '../../../lib/form';
import { uploadPath } from '../../../lib/upload-path';

import {
  toWireAmount,
  validateAmount,
  type WalletFieldError,
  type WalletFormErrors,
} from './amount';

/** A deposit request: the amount paid and the uploaded payment voucher (SPEC.md §5: both required). */
export interface DepositFormValues {
  amount: string;
  /** The signed link POST /upload answered; the request sends its plain path (`uploadPath`). */
  voucher: string | null;
}

export type DepositField = 'amount' | 'voucher';

export function validateDepositRequest(values: DepositFormValues): WalletFormErrors<DepositField> {
  return compactErrors({
    amount: validateAmount(values.amount),
    voucher: values.voucher ? undefined : 'VOUCHER_REQUIRED',
  });
}

/** Largest voucher image we send; the server re-encodes and enforces its own limit too. */
export const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;

/** One image (SPEC.md §5 "image upload accepts one image"). */
export function validateVoucherFile(file: {
  type: string;
  size: number;
}): WalletFieldError | undefined {
  if (!file.type.startsWith('image/')) return 'UPLOAD_NOT_IMAGE';
  if (file.size > VOUCHER_MAX_BYTES) return 'UPLOAD_TOO_LARGE';
  return undefined;
}

/** The body of POST /wallet/charge_req. */
export function toChargeRequestInput(
  values: DepositFormValues,
  currencyId: number,
  network: string | null,
) {
  return {
    currency: currencyId,
    network: network ?? undefined,
    amount: toWireAmount(values.amount) ?? values.amount.trim(),
    voucher: values.voucher ? uploadPath(values.voucher) : '',
  };
}
