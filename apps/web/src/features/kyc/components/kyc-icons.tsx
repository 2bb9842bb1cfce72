import { lineIcon } from '../../../components/ui/line-icon';

/** Icons only the identity screens use, kept out of the shared (entry) icon set. */
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const BadgeCheckIcon = lineIcon(
  <>
    <path d="M12 3l2.3 1.7 2.8-.2.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.2L12 21l-2.3-1.7-2.8.2-.9-2.7-2.3-1.6.9-2.7L3.7 9.8 6 8.2l.9-2.7 2.8.2z" />
    <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
  </>,
);
export const AlertIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </>,
);
export const CameraPlusIcon = lineIcon(
  <>
    <path d="M4 8.5h3l1.6-2.5h6.8L17 8.5h3v10H4z" />
    <circle cx="12" cy="13" r="3.2" />
  </>,
);
export const LockSmallIcon = lineIcon(
  <>
    <rect x="5.5" y="10.5" width="13" height="9" rx="2" />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
  </>,
);
export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 12.2l2.4 2.4 4.6-4.8" />
  </>,
);
