import { DetailList, type DetailRow } from '../../../components/ui/detail-list';

/** Label/value lines of a project or a subscription. */
export function IeoLines({
  rows,
  testId,
}: {
  rows: readonly (DetailRow | null | false)[];
  testId?: string;
}) {
  return (
    <DetailList
      rows={rows}
      className="ieo-lines"
      rowClassName="ieo-lines__row"
      rowData="line"
      testId={testId}
    />
  );
}
