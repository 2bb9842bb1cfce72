import { RecordsIcon } from './wallet-icons';

/** The nav bar button of a money form that opens its history. */
export function RecordsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button wallet-nav-action"
      aria-label={label}
      onClick={onClick}
    >
      <RecordsIcon />
    </button>
  );
}
