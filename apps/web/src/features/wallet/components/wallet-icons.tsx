import { lineIcon } from '../../../components/ui/line-icon';

/** Icons only the wallet screens use, kept out of the shared (entry) icon set. */
export const DepositIcon = lineIcon(
  <>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M5 19.5h14" />
  </>,
);
export const WithdrawIcon = lineIcon(
  <>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M5 19.5h14" />
  </>,
);
export const TransferIcon = lineIcon(<path d="M5 8.5h13l-3.5-3.5M19 15.5H6l3.5 3.5" />);
export const ConvertIcon = lineIcon(
  <>
    <circle cx="8.5" cy="8.5" r="4.5" />
    <circle cx="15.5" cy="15.5" r="4.5" />
  </>,
);
export const RecordsIcon = lineIcon(
  <>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </>,
);
export const SwapVerticalIcon = lineIcon(
  <path d="M8 4v15M4.5 7.5 8 4l3.5 3.5M16 20V5M12.5 16.5 16 20l3.5-3.5" />,
);
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);
export const CaretDownIcon = lineIcon(<path d="M7 10l5 5 5-5" />);
export const WarningIcon = lineIcon(
  <>
    <path d="M12 4 2.8 19.5h18.4z" />
    <path d="M12 10v4.5M12 17h.01" />
  </>,
);
export const ImageIcon = lineIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-5-5-8 8.5" />
  </>,
);
