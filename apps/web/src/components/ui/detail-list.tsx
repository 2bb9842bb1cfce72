import type { ReactNode } from 'react';

export interface DetailRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Extra classes of the row, e.g. `is-strong`. */
  className?: string;
  /** Classes of the value, e.g. a profit colour. */
  valueClassName?: string;
}

interface DetailListProps {
  rows: readonly (DetailRow | null | false)[];
  /** The list's look, e.g. `info-lines` or `fut-grid`. */
  className: string;
  /** Classes every row carries, e.g. `info-lines__row`. */
  rowClassName?: string;
  /** Names each row by its key in `data-<rowData>`, e.g. `cell` gives `data-cell="margin"`. */
  rowData?: string;
  testId?: string;
}

/** Label/value pairs as a description list: one `<div><dt/><dd/></div>` per row. */
export function DetailList({ rows, className, rowClassName, rowData, testId }: DetailListProps) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((row) =>
        row ? (
          <div
            key={row.key}
            className={joinClasses(rowClassName, row.className)}
            {...(rowData ? { [`data-${rowData}`]: row.key } : {})}
          >
            <dt>{row.label}</dt>
            <dd className={row.valueClassName}>{row.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** What a feature's label/value lines take: the rows (falsy ones skipped) and a test id. */
export interface LineListProps {
  rows: readonly (DetailRow | null | false)[];
  testId?: string;
}

/**
 * Label/value lines under one class prefix: `prefix` on the list, `<prefix>__row` on each row,
 * each row named by its key in `data-line` (the specs find lines by it).
 */
export function LineList({ prefix, rows, testId }: LineListProps & { prefix: string }) {
  return (
    <DetailList
      rows={rows}
      className={prefix}
      rowClassName={`${prefix}__row`}
      rowData="line"
      testId={testId}
    />
  );
}

function joinClasses(...names: (string | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
