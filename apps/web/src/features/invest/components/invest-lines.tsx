import { LineList, type LineListProps } from '../../../components/ui/detail-list';

/** Label/value lines of a product or an order. */
export function InvestLines(props: LineListProps) {
  return <LineList prefix="invest-lines" {...props} />;
}
