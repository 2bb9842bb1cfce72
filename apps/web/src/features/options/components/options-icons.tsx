import { lineIcon } from '../../../components/ui/line-icon';

export const ArrowUpIcon = lineIcon(<path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />, {
  strokeWidth: 2.2,
});
export const ArrowDownIcon = lineIcon(<path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />, {
  strokeWidth: 2.2,
});
export const CaretDownIcon = lineIcon(<path d="M7 10l5 5 5-5" />, { strokeWidth: 2 });
export const ListIcon = lineIcon(
  <path d="M8 6.5h12M8 12h12M8 17.5h12M4 6.5h.01M4 12h.01M4 17.5h.01" />,
);
