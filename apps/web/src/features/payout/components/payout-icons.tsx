import { lineIcon } from '../../../components/ui/line-icon';

/** Icons only the money screens use, kept out of the shared (entry) icon set. */
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />, { strokeWidth: 2 });
export const TrashIcon = lineIcon(
  <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />,
);
export const BankCardIcon = lineIcon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
export const GlobeCardIcon = lineIcon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <circle cx="15.5" cy="13" r="2.8" />
    <path d="M12.7 13h5.6M15.5 10.2c1 1 1 4.6 0 5.6M7 9.5h3" />
  </>,
);
export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);
export const ImageIcon = lineIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M20.5 15.5l-5-5-9 9" />
  </>,
);
