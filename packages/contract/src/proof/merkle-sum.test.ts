import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  buildTree,
  canonicalSums,
  fromUnits,
  pathOf,
  toUnits,
  verifyLeafFile,
  type LeafData,
  type LeafFile,
  type MerkleSumTree,
  type RootFile,
} from './merkle-sum.js';

/** An independent SHA-256 (Node's), so the worked example does not check the code by itself. */
const h = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const alice: LeafData = {
  user_id: 1,
  salt: 'sa',
  balances: { USDT: '100', BTC: '0.5' },
  nonce: 'n1',
};
const bob: LeafData = { user_id: 2, salt: 'sb', balances: { USDT: '20.25' }, nonce: 'n2' };
const carol: LeafData = { user_id: 3, salt: 'sc', balances: { BTC: '1.5', ETH: '0' }, nonce: 'n3' };

function files(tree: MerkleSumTree, leaves: LeafData[], index: number) {
  const root: RootFile = {
    kind: 'meridian-liabilities-root',
    version: 1,
    snapshot_id: 7,
    taken_at: 0,
    root_hash: tree.root.hash,
    totals: tree.root.sums,
    leaf_count: leaves.length,
  };
  const leaf: LeafFile = {
    kind: 'meridian-liabilities-leaf',
    version: 1,
    snapshot_id: 7,
    taken_at: 0,
    root_hash: tree.root.hash,
    leaf_index: index,
    leaf: leaves[index]!,
    path: pathOf(tree, index),
  };
  return { root, leaf };
}

describe('amounts', () => {
  it('are exact to 18 places and written without trailing zeros', () => {
    expect(fromUnits(toUnits('1.50'))).toBe('1.5');
    expect(fromUnits(toUnits('0.000000000000000001') * 3n)).toBe('0.000000000000000003');
    expect(fromUnits(toUnits('-2'))).toBe('-2');
    expect(canonicalSums({ USDT: '100.0', BTC: '0.50', ETH: '0' })).toBe('BTC=0.5;USDT=100');
    expect(() => toUnits('1e5')).toThrow();
  });
});

describe('a 3-user tree, worked by hand', () => {
  // Leaves: salted id = H("id|<user>|<salt>"), leaf = H("leaf|<salted>|<balances>|<nonce>").
  const la = h(`leaf|${h('id|1|sa')}|BTC=0.5;USDT=100|n1`);
  const lb = h(`leaf|${h('id|2|sb')}|USDT=20.25|n2`);
  const lc = h(`leaf|${h('id|3|sc')}|BTC=1.5|n3`); // the zero ETH is left out
  // Level 1: (alice, bob) combined; carol has no sibling and passes up unchanged.
  const ab = h(`node|${la}|BTC=0.5;USDT=100|${lb}|USDT=20.25`);
  // Root: (ab, carol).
  const root = h(`node|${ab}|BTC=0.5;USDT=120.25|${lc}|BTC=1.5`);
  const leaves = [alice, bob, carol];
  const tree = buildTree(leaves);

  it('has the root and sums computed by hand', () => {
    expect(tree.levels.map((l) => l.length)).toEqual([3, 2, 1]);
    expect(tree.levels[0]!.map((n) => n.hash)).toEqual([la, lb, lc]);
    expect(tree.levels[1]![0]!.hash).toBe(ab);
    expect(tree.root.hash).toBe(root);
    expect(tree.root.sums).toEqual({ BTC: '2', USDT: '120.25' });
  });

  it('gives each user a path that verifies against the published root', () => {
    expect(pathOf(tree, 0)).toEqual([
      { side: 'right', hash: lb, sums: { USDT: '20.25' } },
      { side: 'right', hash: lc, sums: { BTC: '1.5' } },
    ]);
    // Odd count: carol's first level has no sibling, so her path has one step.
    expect(pathOf(tree, 2)).toEqual([
      { side: 'left', hash: ab, sums: { BTC: '0.5', USDT: '120.25' } },
    ]);
    for (const index of [0, 1, 2]) {
      const { root: rootFile, leaf } = files(tree, leaves, index);
      const result = verifyLeafFile(leaf, rootFile);
      expect(result.ok).toBe(true);
      expect(result.root_hash).toBe(root);
      expect(result.steps.at(-1)!.hash).toBe(root);
    }
  });

  it('detects a changed balance', () => {
    const { root: rootFile, leaf } = files(tree, leaves, 1);
    const changed = { ...leaf, leaf: { ...bob, balances: { USDT: '20.26' } } };
    expect(verifyLeafFile(changed, rootFile)).toMatchObject({ ok: false, failure: 'root_hash' });
    const otherNonce = { ...leaf, leaf: { ...bob, nonce: 'n9' } };
    expect(verifyLeafFile(otherNonce, rootFile)).toMatchObject({ ok: false, failure: 'root_hash' });
  });

  it('detects a sibling whose sums were changed, and totals that differ from the root', () => {
    const { root: rootFile, leaf } = files(tree, leaves, 0);
    const path = [{ ...leaf.path[0]!, sums: { USDT: '10' } }, leaf.path[1]!];
    expect(verifyLeafFile({ ...leaf, path }, rootFile)).toMatchObject({ failure: 'root_hash' });
    const totals = { ...rootFile, totals: { BTC: '2', USDT: '100' } };
    expect(verifyLeafFile(leaf, totals)).toMatchObject({ ok: false, failure: 'root_sums' });
    const other = { ...rootFile, snapshot_id: 8 };
    expect(verifyLeafFile(leaf, other)).toMatchObject({ ok: false, failure: 'snapshot' });
  });

  it('detects a negative node on the path, and refuses a negative leaf', () => {
    const { root: rootFile, leaf } = files(tree, leaves, 0);
    // A sibling hiding a debt: its sums are below zero, whatever the hashes say.
    const path = [{ ...leaf.path[0]!, sums: { USDT: '-20.25' } }, leaf.path[1]!];
    const result = verifyLeafFile({ ...leaf, path }, rootFile);
    expect(result).toMatchObject({ ok: false, failure: 'negative_node', detail: 'USDT' });
    expect(result.steps.at(-1)!.ok).toBe(false);

    const negativeLeaf = { ...leaf, leaf: { ...alice, balances: { BTC: '-1' } } };
    expect(verifyLeafFile(negativeLeaf, rootFile)).toMatchObject({ failure: 'negative_leaf' });
    expect(() => buildTree([alice, { ...bob, balances: { USDT: '-1' } }])).toThrow(/negative/);
  });

  it('reports a malformed file instead of throwing', () => {
    const { leaf } = files(tree, leaves, 0);
    const bad = { ...leaf, leaf: { ...alice, balances: { BTC: 'lots' } } };
    expect(verifyLeafFile(bad)).toMatchObject({ ok: false, failure: 'malformed' });
  });
});

describe('tree shapes', () => {
  const user = (id: number): LeafData => ({
    user_id: id,
    salt: `s${id}`,
    balances: { USDT: String(id) },
    nonce: `n${id}`,
  });

  it('a single user: the leaf is the root, the path empty', () => {
    const tree = buildTree([alice]);
    expect(tree.root.hash).toBe(h(`leaf|${h('id|1|sa')}|BTC=0.5;USDT=100|n1`));
    const { root, leaf } = files(tree, [alice], 0);
    expect(leaf.path).toEqual([]);
    expect(verifyLeafFile(leaf, root).ok).toBe(true);
  });

  it.each([2, 5, 7, 8, 13])('%i users: every path verifies and the root sums all', (count) => {
    const leaves = Array.from({ length: count }, (_, i) => user(i + 1));
    const tree = buildTree(leaves);
    expect(tree.root.sums).toEqual({ USDT: String((count * (count + 1)) / 2) });
    for (let i = 0; i < count; i++) {
      const { root, leaf } = files(tree, leaves, i);
      expect(verifyLeafFile(leaf, root).ok).toBe(true);
    }
  });

  it('refuses an empty tree', () => {
    expect(() => buildTree([])).toThrow();
  });
});

describe('hashing', () => {
  it('hashes UTF-8 as Node does', async () => {
    const { sha256Hex } = await import('./merkle-sum.js');
    for (const text of ['', 'abc', 'é', '币', '😀', 'x'.repeat(200)]) {
      expect(sha256Hex(text)).toBe(h(text));
    }
  });
});
