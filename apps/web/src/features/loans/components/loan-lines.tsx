import { LineList, type LineListProps } from '../../../components/ui/detail-list';

/** Label/value lines of a loan or a preview (`data-line` names each row for the specs). */
export function LoanLines(props: LineListProps) {
  return <LineList prefix="loan-lines" {...props} />;
}
