import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

/**
 * The console's proof of liabilities (#21 item 7): beside the books, the latest published
 * snapshot (the one the leader took on starting), and an operator takes a new one now.
 */
const s = useConsoleSession();

describe('operator console: proof of liabilities', () => {
  it('shows the published liabilities beside the books and takes a snapshot now', async () => {
    const page = await s.desktop();
    await s.signIn(page, OPERATORS.admin);
    const card = page.getByTestId('proof-liabilities');
    await card.getByText('Root hash').waitFor({ timeout: 15_000 });
    const before = await card.locator('code').innerText();
    expect(before).toMatch(/^[0-9a-f]{64}$/);

    await card.getByRole('button', { name: 'Snapshot now' }).click();
    await page.getByText('Snapshot taken').waitFor();
    const root = await s.api<{ root_hash: string; totals: Record<string, string> }>(
      'GET',
      '/proof/root',
    );
    await expect.poll(() => card.locator('code').innerText()).toBe(root.root_hash);
    // Nothing moved between the two: the new snapshot publishes the same totals as users hold.
    expect(await card.locator('.ant-table-row').count()).toBe(Object.keys(root.totals).length);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-proof-en');
    await expectNoSeriousViolations(page, 'dashboard with proof');
  });
});
