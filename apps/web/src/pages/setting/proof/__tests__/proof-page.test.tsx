import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { proofRules } from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { ProofPage } from '../proof-page';

const leaves: proofRules.LeafData[] = [
  { user_id: 7, salt: 's7', balances: { USDT: '1234.5' }, nonce: 'n7' },
  { user_id: 8, salt: 's8', balances: { USDT: '10', BTC: '1' }, nonce: 'n8' },
  { user_id: 9, salt: 's9', balances: { BTC: '0.5' }, nonce: 'n9' },
];
const tree = proofRules.buildTree(leaves);
const ROOT: proofRules.RootFile = {
  kind: 'meridian-liabilities-root',
  version: 1,
  snapshot_id: 3,
  taken_at: Date.UTC(2026, 10, 26, 0, 10),
  root_hash: tree.root.hash,
  totals: tree.root.sums,
  leaf_count: 3,
};
const LEAF: proofRules.LeafFile = {
  kind: 'meridian-liabilities-leaf',
  version: 1,
  snapshot_id: 3,
  taken_at: ROOT.taken_at,
  root_hash: ROOT.root_hash,
  leaf_index: 0,
  leaf: leaves[0]!,
  path: proofRules.pathOf(tree, 0),
};

describe('verify my balance', () => {
  it('shows a visitor the published snapshot and asks them to log in', async () => {
    mockFetch({ 'GET /api/proof/root': ok(ROOT) });
    renderPage(ProofPage, { path: '/pages/setting/proof' });
    expect((await screen.findByTestId('proof-root')).textContent).toBe(ROOT.root_hash);
    expect(screen.getByTestId('proof-totals').textContent).toContain('BTC');
    expect(screen.getByText('Log in to check that your own balances are counted.')).toBeTruthy();
  });

  it('verifies my path to the root in the browser, step by step', async () => {
    setToken('t');
    setUser(userView({ id: 7 }));
    mockFetch({ 'GET /api/proof/root': ok(ROOT), 'GET /api/proof/leaf': ok(LEAF) });
    renderPage(ProofPage, { path: '/pages/setting/proof' });
    expect((await screen.findByTestId('proof-mine')).textContent).toContain('1,234.5');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByTestId('proof-result');
    expect(result.textContent).toContain('Passed');
    expect(result.querySelectorAll('li')).toHaveLength(1 + LEAF.path.length);
  });

  it('fails a leaf whose balance is not what the tree counted', async () => {
    setToken('t');
    setUser(userView({ id: 7 }));
    const changed = { ...LEAF, leaf: { ...LEAF.leaf, balances: { USDT: '2000' } } };
    mockFetch({ 'GET /api/proof/root': ok(ROOT), 'GET /api/proof/leaf': ok(changed) });
    renderPage(ProofPage, { path: '/pages/setting/proof' });
    await screen.findByTestId('proof-mine');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('proof-result')).textContent).toContain(
      'Failed: the path does not lead to the published root',
    );
  });

  it('says so when no snapshot was taken yet', async () => {
    mockFetch({ 'GET /api/proof/root': ok(null) });
    renderPage(ProofPage, { path: '/pages/setting/proof' });
    expect(await screen.findByText('No snapshot yet')).toBeTruthy();
  });
});
