import { createRequire } from 'node:module';

import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's own bundle, evaluated in the page: no wrapper package needed. Not a script tag: the
// app's Content-Security-Policy (script-src 'self') blocks inline scripts, rightly.
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The WCAG 2.2 AA rule sets (issue #14 item 9); best-practice rules are not part of the bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing node: its CSS path and axe's one-line reason. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on what the page shows now and answers the serious and critical violations
 * (the bar: zero of them). Minor and moderate ones are left to the report.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A toast (a socket notice, a saved message) fades in and out: mid-fade its text is half
  // transparent and axe reads a contrast it never has at rest. Scan once it has gone.
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (tags) => {
    type Axe = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  }, WCAG_TAGS);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One readable block per violation, for a failing assertion's message. */
export function describeViolations(screen: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${screen}: no serious or critical violations`;
  const lines = violations.flatMap((v) => [
    `${screen}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${v.help}`,
    ...v.nodes.slice(0, 8).map((n) => `    ${n.target} — ${n.summary}`),
  ]);
  return lines.join('\n');
}

/**
 * Icon-only buttons and links (no text of their own) whose tap area is under 44x44 px (issue #14
 * item 9; WCAG 2.5.5). The area is probed, not just measured: a small chip whose invisible edge
 * (`.icon-button--small::after`) takes taps passes. Answers "name 20x20 at x,y" per offender.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const reach = 22; // half of 44 px
    const isIconOnly = (el: HTMLElement) =>
      (el.innerText ?? '').trim() === '' && el.querySelector('svg, img') !== null;
    const hits = (el: Element, x: number, y: number) => {
      const at = document.elementFromPoint(x, y);
      return at !== null && (at === el || el.contains(at));
    };
    const underFixedChrome = (el: Element, x: number, y: number) => {
      for (let at = document.elementFromPoint(x, y); at && !el.contains(at); at = at.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      return false;
    };
    const offenders: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')) {
      if (!isIconOnly(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      // Only what shows in the viewport can be probed; centred on the screen's first view.
      if (cy - reach < 0 || cy + reach > innerHeight || cx - reach < 0 || cx + reach > innerWidth)
        continue;
      if (!hits(el, cx, cy)) continue; // covered by something else (a sheet): not tappable now
      const probes = [
        [cx - reach + 1, cy],
        [cx + reach - 1, cy],
        [cx, cy - reach + 1],
        [cx, cy + reach - 1],
      ];
      // Partly under fixed chrome (the tab bar, a sticky button): scrolled half out of view, not
      // small; it is probed where it shows whole.
      if (probes.some(([x, y]) => underFixedChrome(el, x!, y!))) continue;
      const reached = probes.every(([x, y]) => hits(el, x!, y!));
      if (!reached) {
        const name = el.getAttribute('aria-label') ?? el.className;
        offenders.push(
          `${name} ${Math.round(box.width)}x${Math.round(box.height)} at ${Math.round(box.left)},${Math.round(box.top)}`,
        );
      }
    }
    return offenders;
  });
}

/**
 * The screen's accessibility report, empty when clean: serious axe violations, icon tap targets
 * under 44x44 and, with `oneHeading`, a count of `h1` other than one.
 */
export async function auditScreen(
  page: Page,
  name: string,
  options: { oneHeading?: boolean } = {},
): Promise<string> {
  const reports: string[] = [];
  const violations = await seriousViolations(page);
  if (violations.length > 0) reports.push(describeViolations(name, violations));
  const small = await smallTapTargets(page);
  if (small.length > 0) reports.push(`${name}: icon tap targets under 44x44: ${small.join('; ')}`);
  if (options.oneHeading) {
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) reports.push(`${name}: ${h1s} h1 elements`);
  }
  return reports.join('\n');
}
