/**
 * The address inside a scanned QR code. Wallets show either the bare address or a payment URI:
 * `bitcoin:bc1q…?amount=0.1`, `ethereum:0x…@1?value=1e18`, `tron:T…`, and for a token transfer
 * (EIP-681) `ethereum:0xTOKEN@1/transfer?address=0xRECIPIENT&uint256=…`, where the recipient is
 * the `address` parameter, not the token contract. Amounts and chain ids in the URI are ignored:
 * the form's own amount and network apply. Null when nothing address-like is inside.
 * addressFromScan('bitcoin:bc1qxyz…?amount=0.1') === 'bc1qxyz…'.
 */
export function addressFromScan(text: string): string | null {
  const trimmed = text.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):(?:\/\/)?/i.exec(trimmed);
  if (!scheme) return plainAddress(trimmed);
  const rest = trimmed.slice(scheme[0].length);
  const queryAt = rest.indexOf('?');
  const target = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  const [head = '', method] = target.split('/');
  if (method === 'transfer' && params.get('address')) return plainAddress(params.get('address')!);
  return plainAddress(safeDecode(head.replace(/^pay-/, '').split('@')[0] ?? ''));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Letters and digits only (every chain's address alphabet); anything else is not an address. */
function plainAddress(text: string): string | null {
  const value = text.trim();
  return /^[A-Za-z0-9]{10,128}$/.test(value) ? value : null;
}
