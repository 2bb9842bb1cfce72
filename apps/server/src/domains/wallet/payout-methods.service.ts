import {
  isValidChainAddress,
  type BankCardInput,
  type BankCardView,
  type BankKind,
  type Page,
  type PagedInput,
  type WalletAddressSaveInput,
  type WalletAddressView,
} from '@meridian/contract';

import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { requireUserSecondFactor } from '../auth/index.js';
import { signUploadUrl, uploadPathOf } from '../upload/index.js';
import { assertOwnUpload, currencyOrThrow, networkOf, networksOf } from './wallet.common.js';
import * as repo from './wallet.repository.js';
import { usableAtForNew } from './whitelist.service.js';

/*
 * Where withdrawals may go: the caller's saved addresses, one per coin and address, and one bank
 * card of each kind (domestic, international).
 */

type AddressRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawAddress>>>;

function addressView(r: AddressRow): WalletAddressView {
  return {
    ...r,
    qrcode: signUploadUrl(r.qrcode),
    created_at: r.created_at.getTime(),
    usable_at: r.usable_at.getTime(),
  };
}

/** GET /user/wallet/list */
export async function pageWalletAddresses(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<WalletAddressView>> {
  const found = await repo.pageWithdrawAddresses(deps.db, caller.user.id, input);
  return pageView(found, addressView, input);
}

/** POST /user/wallet/save */
export async function saveWalletAddress(
  deps: AppDeps,
  caller: Caller,
  input: WalletAddressSaveInput,
): Promise<WalletAddressView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  if (!currency.is_transfer) throw new AppError('WITHDRAW_DISABLED');
  const network = input.network
    ? networkOf(currency, input.network)
    : (networksOf(currency)[0] ?? null);
  // The network's own rule (checksums, prefixes), as a typed withdrawal address is checked.
  if (!isValidChainAddress(network ?? currency.name, input.address))
    throw new AppError('ADDRESS_INVALID');
  if (input.qrcode) await assertOwnUpload(deps.db, caller.user.id, input.qrcode);
  // A new destination for money is a security change: the second factor, once checks pass.
  await requireUserSecondFactor(deps, caller.user.id, input);
  try {
    const { id } = await repo.insertWithdrawAddress(deps.db, {
      user_id: caller.user.id,
      currency_id: currency.id,
      network,
      name: input.name,
      address: input.address,
      qrcode: input.qrcode ? uploadPathOf(input.qrcode) : null,
      // Saved while the whitelist applies: usable after its 24 h cool-off.
      usable_at: await usableAtForNew(deps.db, caller.user.id),
    });
    return addressView((await repo.findWithdrawAddress(deps.db, caller.user.id, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ADDRESS_TAKEN');
    throw error;
  }
}

/** POST /user/wallet/delete: only the caller's own address. */
export async function deleteWalletAddress(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<void> {
  const result = await repo.deleteWithdrawAddress(deps.db, caller.user.id, id);
  if (Number(result.numDeletedRows) === 0) throw new AppError('ADDRESS_NOT_FOUND');
}

function bankCardView(row: {
  kind: BankKind;
  fields: Record<string, string>;
  updated_at: Date;
  usable_at: Date;
}): BankCardView {
  return {
    kind: row.kind,
    fields: row.fields,
    updated_at: row.updated_at.getTime(),
    usable_at: row.usable_at.getTime(),
  };
}

/** POST /user/cash_info and /user/cash_info_international: the bound card, or null. */
export async function bankCard(
  deps: AppDeps,
  caller: Caller,
  kind: BankKind,
): Promise<BankCardView | null> {
  const row = await repo.findBankCard(deps.db, caller.user.id, kind);
  return row ? bankCardView(row) : null;
}

/** POST /user/cash_save and /user/cash_save_international: binds (or replaces) the card. */
export async function saveBankCard(
  deps: AppDeps,
  caller: Caller,
  kind: BankKind,
  input: BankCardInput,
): Promise<BankCardView> {
  const { totp_code, recovery_code, ...card } = input;
  await requireUserSecondFactor(deps, caller.user.id, { totp_code, recovery_code });
  // Card numbers are stored without the spaces people type between groups.
  const fields = Object.fromEntries(
    Object.entries(card).map(([k, v = '']) => [k, k === 'card_number' ? v.replace(/\s/g, '') : v]),
  );
  // Bound or replaced while the whitelist applies: usable after its 24 h cool-off.
  const usableAt = await usableAtForNew(deps.db, caller.user.id);
  return bankCardView(await repo.saveBankCard(deps.db, caller.user.id, kind, fields, usableAt));
}
