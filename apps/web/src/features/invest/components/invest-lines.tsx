import { DetailList, type DetailRow } from '../../../components/ui/detail-list';

/** Label/value lines of a product or an order. */
export function InvestLines({
  rows,
  testId,
}: {
  rows: readonly (DetailRow | null | false)[];
  testId?: string;
}) {
  return (
    <DetailList
      rows={rows}
      className="invest-lines"
      rowClassName="invest-lines__row"
      rowData="line"
      testId={testId}
    />
  );
}
