import { LineList, type LineListProps } from '../../../components/ui/detail-list';

/** Label/value lines of a project or a subscription. */
export function IeoLines(props: LineListProps) {
  return <LineList prefix="ieo-lines" {...props} />;
}
