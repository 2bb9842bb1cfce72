import { IconButton } from '../../../components/ui/icon-button';
import { RecordsIcon } from './wallet-icons';

/** The nav bar button of a money form that opens its history. */
export function RecordsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} className="wallet-nav-action" onClick={onClick}>
      <RecordsIcon />
    </IconButton>
  );
}
