/*
 * Proof of liabilities (#21 item 7): a Merkle sum tree over every user's balances per currency.
 *
 * One code builds the tree on the server and checks a user's path in the browser and in the open
 * script `scripts/verify-liabilities.mjs`, so it is plain TypeScript without dependencies: the
 * SHA-256 of `chain-hash.ts` (synchronous, no Web Crypto needed) and amounts as bigint in units
 * of 10^-18 (balances are numeric(36, 18)), so sums are exact.
 *
 * - salted id = SHA-256("id|" + user id + "|" + salt): the published leaf does not name the user;
 * - leaf hash = SHA-256("leaf|" + salted id + "|" + balances + "|" + nonce);
 * - node hash = SHA-256("node|" + left hash + "|" + left sums + "|" + right hash + "|" + right
 *   sums), and the node carries left sums + right sums;
 * - balances and sums are written "BTC=1.5;USDT=100" (currencies sorted, zeros left out, amounts
 *   without trailing zeros); a node or leaf with any amount below zero is a failure;
 * - a level with an odd count passes its last node up unchanged (no sibling at that step).
 */

import { sha256 } from '../chain-hash.js';

/** Amounts per currency name, as decimal strings ("1.5"). */
export type Sums = Record<string, string>;

export interface ProofNode {
  hash: string;
  sums: Sums;
}

/** What a user needs to recompute their leaf. */
export interface LeafData {
  user_id: number;
  salt: string;
  balances: Sums;
  nonce: string;
}

/** One step up: the sibling, and on which side it sits. */
export interface PathStep {
  side: 'left' | 'right';
  hash: string;
  sums: Sums;
}

/** The published root file (anyone may download it from the public API). */
export interface RootFile {
  kind: 'meridian-liabilities-root';
  version: 1;
  snapshot_id: number;
  taken_at: number;
  root_hash: string;
  totals: Sums;
  leaf_count: number;
}

/** A user's own file: their leaf data and path for one snapshot. */
export interface LeafFile {
  kind: 'meridian-liabilities-leaf';
  version: 1;
  snapshot_id: number;
  taken_at: number;
  root_hash: string;
  leaf_index: number;
  leaf: LeafData;
  path: PathStep[];
}

export const AMOUNT_DECIMALS = 18;
const SCALE = 10n ** BigInt(AMOUNT_DECIMALS);
const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,18}))?$/;

/** "1.50" → 1500000000000000000n; throws on anything but a plain decimal of ≤ 18 places. */
export function toUnits(amount: string): bigint {
  const m = AMOUNT.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${amount}`);
  const units = BigInt(m[2]!) * SCALE + BigInt((m[3] ?? '').padEnd(AMOUNT_DECIMALS, '0'));
  return m[1] ? -units : units;
}

/** 1500000000000000000n → "1.5" (no trailing zeros, "0" for zero). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / SCALE).toString();
  const fraction = (abs % SCALE).toString().padStart(AMOUNT_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The canonical form of a sums map: sorted by currency, zeros left out, amounts canonical. */
export function canonicalSums(sums: Sums): string {
  return Object.keys(sums)
    .map((currency) => [currency, toUnits(sums[currency]!)] as const)
    .filter(([, units]) => units !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, units]) => `${currency}=${fromUnits(units)}`)
    .join(';');
}

/** The same sums with canonical amounts and without zeros (what nodes carry). */
export function normalizeSums(sums: Sums): Sums {
  const out: Sums = {};
  for (const part of canonicalSums(sums).split(';')) {
    if (!part) continue;
    const at = part.indexOf('=');
    out[part.slice(0, at)] = part.slice(at + 1);
  }
  return out;
}

export function addSums(a: Sums, b: Sums): Sums {
  const units = new Map<string, bigint>();
  for (const sums of [a, b]) {
    for (const [currency, amount] of Object.entries(sums)) {
      units.set(currency, (units.get(currency) ?? 0n) + toUnits(amount));
    }
  }
  const out: Sums = {};
  for (const [currency, value] of units) out[currency] = fromUnits(value);
  return normalizeSums(out);
}

/** The currencies whose amount is below zero (a negative node or leaf fails the proof). */
export function negativeCurrencies(sums: Sums): string[] {
  return Object.keys(sums)
    .filter((currency) => toUnits(sums[currency]!) < 0n)
    .sort();
}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** UTF-8 bytes of a text (the contract's lib has no TextEncoder; texts here are short). */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else {
      bytes.push(
        0xf0 | (c >> 18),
        0x80 | ((c >> 12) & 63),
        0x80 | ((c >> 6) & 63),
        0x80 | (c & 63),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** SHA-256 of a text's UTF-8 bytes, in lower-case hex. */
export function sha256Hex(text: string): string {
  return hex(sha256(utf8(text)));
}

export function saltedId(userId: number, salt: string): string {
  return sha256Hex(`id|${userId}|${salt}`);
}

export function leafHash(leaf: LeafData): string {
  return sha256Hex(
    `leaf|${saltedId(leaf.user_id, leaf.salt)}|${canonicalSums(leaf.balances)}|${leaf.nonce}`,
  );
}

export function leafNode(leaf: LeafData): ProofNode {
  return { hash: leafHash(leaf), sums: normalizeSums(leaf.balances) };
}

export function parentNode(left: ProofNode, right: ProofNode): ProofNode {
  return {
    hash: sha256Hex(
      `node|${left.hash}|${canonicalSums(left.sums)}|${right.hash}|${canonicalSums(right.sums)}`,
    ),
    sums: addSums(left.sums, right.sums),
  };
}

/** The root of a snapshot with no users: the hash of the word "empty", with no sums. */
export const EMPTY_ROOT = sha256Hex('empty');

/** The tree's levels, leaves first, root last (levels[levels.length - 1][0]). */
export interface MerkleSumTree {
  levels: ProofNode[][];
  root: ProofNode;
}

/** Builds the tree over leaves (at least one); throws on a negative balance. */
export function buildTree(leaves: readonly LeafData[]): MerkleSumTree {
  if (leaves.length === 0) throw new Error('a tree needs at least one leaf');
  let level = leaves.map((leaf) => {
    const negative = negativeCurrencies(leaf.balances);
    if (negative.length > 0) throw new Error(`negative balance in a leaf: ${negative.join(', ')}`);
    return leafNode(leaf);
  });
  const levels = [level];
  while (level.length > 1) {
    const next: ProofNode[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? parentNode(level[i]!, right) : level[i]!);
    }
    levels.push(next);
    level = next;
  }
  return { levels, root: level[0]! };
}

/** The path from leaf `index` to the root: each level's sibling, where it has one. */
export function pathOf(tree: MerkleSumTree, index: number): PathStep[] {
  const path: PathStep[] = [];
  let at = index;
  for (const level of tree.levels.slice(0, -1)) {
    const siblingAt = at % 2 === 0 ? at + 1 : at - 1;
    const sibling = level[siblingAt];
    if (sibling) {
      path.push({ side: at % 2 === 0 ? 'right' : 'left', hash: sibling.hash, sums: sibling.sums });
    }
    at = Math.floor(at / 2);
  }
  return path;
}

export type VerifyFailure =
  'negative_leaf' | 'negative_node' | 'root_hash' | 'root_sums' | 'snapshot' | 'malformed';

/** One step of a verification, for showing it step by step. */
export interface VerifyStep {
  /** 0: the leaf; 1…: combining with the sibling of that level. */
  level: number;
  side?: 'left' | 'right';
  sibling?: string;
  hash: string;
  sums: Sums;
  ok: boolean;
}

export interface VerifyResult {
  ok: boolean;
  failure?: VerifyFailure;
  /** The currencies a negative node or differing total concerns. */
  detail?: string;
  steps: VerifyStep[];
  root_hash: string;
  root_sums: Sums;
}

/**
 * Recomputes a user's leaf and walks the path to the root. Without `root`, the leaf file's own
 * root hash is checked; with it, also the snapshot, the root hash and that the root's sums are
 * the published totals. Fails on any negative amount in the leaf or in a node on the path.
 */
export function verifyLeafFile(file: LeafFile, root?: RootFile): VerifyResult {
  const steps: VerifyStep[] = [];
  const fail = (failure: VerifyFailure, node: ProofNode, detail?: string): VerifyResult => ({
    ok: false,
    failure,
    ...(detail ? { detail } : {}),
    steps,
    root_hash: node.hash,
    root_sums: node.sums,
  });
  const empty: ProofNode = { hash: '', sums: {} };
  let node: ProofNode;
  try {
    const negativeLeaf = negativeCurrencies(file.leaf.balances);
    node = leafNode(file.leaf);
    steps.push({ level: 0, hash: node.hash, sums: node.sums, ok: negativeLeaf.length === 0 });
    if (negativeLeaf.length > 0) return fail('negative_leaf', node, negativeLeaf.join(', '));
    file.path.forEach((step, i) => {
      const negative = negativeCurrencies(step.sums);
      if (negative.length > 0) {
        steps.push({
          level: i + 1,
          side: step.side,
          sibling: step.hash,
          hash: '',
          sums: step.sums,
          ok: false,
        });
        throw new NegativeNode(negative.join(', '));
      }
      const sibling = { hash: step.hash, sums: step.sums };
      node = step.side === 'left' ? parentNode(sibling, node) : parentNode(node, sibling);
      steps.push({ level: i + 1, side: step.side, sibling: step.hash, ...node, ok: true });
    });
  } catch (error) {
    if (error instanceof NegativeNode) return fail('negative_node', empty, error.message);
    return fail('malformed', empty, error instanceof Error ? error.message : String(error));
  }
  if (root && (root.snapshot_id !== file.snapshot_id || root.root_hash !== file.root_hash)) {
    return fail('snapshot', node);
  }
  if (node.hash !== file.root_hash) return fail('root_hash', node);
  if (root && canonicalSums(node.sums) !== canonicalSums(root.totals)) {
    return fail('root_sums', node);
  }
  return { ok: true, steps, root_hash: node.hash, root_sums: node.sums };
}

class NegativeNode extends Error {}
