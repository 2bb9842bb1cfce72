import { useState } from 'react';
import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { requireLogin } from '../../../lib/require-login';
import { BellIcon } from './alert-icons';
import { AlertSheet } from './alert-sheet';
import './alerts.css';

/** The pair page's bell: opens the sheet that sets a price alert on the pair (after login). */
export function AlertBell({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pair-alert-button"
        aria-label={t('alerts.setFor', { pair: row.symbol })}
        aria-haspopup="dialog"
        onClick={() => {
          if (requireLogin()) setOpen(true);
        }}
      >
        <BellIcon />
      </button>
      <AlertSheet row={row} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
