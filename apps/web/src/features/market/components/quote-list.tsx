import type { ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { priceDirection, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import type { SortKey, SortState } from '../model/quotations';
import { FlashValue } from './flash-value';
import { Sparkline } from './sparkline';
import { withLivePrice } from '../model/sparkline';
import './market.css';

/** A pair's name as two parts: the base in bold and the quote in grey. */
export function PairName({ row }: { row: Pick<QuotationView, 'currency_name' | 'legal_name'> }) {
  return (
    <span className="pair-name">
      <span className="pair-name__base">{row.currency_name}</span>
      <span className="pair-name__quote">/{row.legal_name}</span>
    </span>
  );
}

/** The 24 h change as a coloured badge; without a price 24 h ago, a grey "--". */
export function ChangeBadge({ change }: { change: string | null }) {
  const direction = change === null ? 'flat' : priceDirection(change);
  return (
    <span className={`change-badge change-badge--${direction}`}>
      <Percent value={change} colored />
    </span>
  );
}

function SortButton({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortKey;
  label: string;
  sort: SortState | null;
  onSort: (key: SortKey) => void;
}) {
  const { t } = useTranslation();
  const active = sort?.key === column ? sort.direction : null;
  // aria-sort belongs to table headers, not buttons: the order is said in the button's name.
  return (
    <button
      type="button"
      className={`quote-head__sort${active ? ' quote-head__sort--active' : ''}`}
      aria-pressed={active !== null}
      onClick={() => onSort(column)}
    >
      {label}
      {active && (
        <span className="visually-hidden">
          {t(active === 'asc' ? 'market.sortedAscending' : 'market.sortedDescending')}
        </span>
      )}
      <span className="quote-head__arrows" aria-hidden="true">
        <span className={active === 'asc' ? 'on' : ''}>▲</span>
        <span className={active === 'desc' ? 'on' : ''}>▼</span>
      </span>
    </button>
  );
}

interface QuoteListProps {
  rows: readonly QuotationView[];
  onOpen: (row: QuotationView) => void;
  /** Column headers that sort; without them the list shows in the server's order. */
  sort?: SortState | null;
  onSort?: (key: SortKey) => void;
  /** Each pair's 24 h closes by symbol: a trend line column (GET /market/sparklines). */
  sparklines?: ReadonlyMap<string, readonly string[]>;
  /** Shows ≈ the price in the user's display fiat under it (pairs quoted in a dollar coin). */
  fiat?: boolean;
  /** Something beside each row's button, e.g. a favourite star. */
  aside?: (row: QuotationView) => ReactNode;
}

/** Quote currencies worth one US dollar, whose price converts to a fiat at the dollar's rate. */
const DOLLAR_QUOTES = new Set(['USDT', 'USDC', 'USD']);

/** Quote rows: pair and 24 h volume, last price (flashing on change) and 24 h change. */
export function QuoteList({
  rows,
  onOpen,
  sort = null,
  onSort,
  sparklines,
  fiat = false,
  aside,
}: QuoteListProps) {
  const { t } = useTranslation();
  const classes = `quote-list${sparklines ? ' quote-list--spark' : ''}${aside ? ' quote-list--aside' : ''}`;
  return (
    <div className={classes}>
      {onSort ? (
        <div className="quote-head">
          <SortButton column="volume" label={t('market.volume')} sort={sort} onSort={onSort} />
          <SortButton column="price" label={t('market.lastPrice')} sort={sort} onSort={onSort} />
          <SortButton column="change" label={t('market.change')} sort={sort} onSort={onSort} />
        </div>
      ) : null}
      <ul className="quote-rows">
        {rows.map((row) => (
          <li key={row.match_id} className="quote-rows__item">
            {aside?.(row)}
            <button
              type="button"
              className="quote-row"
              data-symbol={row.symbol}
              onClick={() => onOpen(row)}
            >
              <span className="quote-row__pair">
                <PairName row={row} />
                <span className="quote-row__volume">
                  {t('market.volume')} <Amount value={row.volume} compact />
                </span>
              </span>
              {sparklines ? (
                <Sparkline
                  closes={withLivePrice(sparklines.get(row.symbol) ?? [], row.now_price)}
                  change={row.change}
                />
              ) : null}
              {row.now_price === null ? (
                <span className="quote-row__waiting">{t('market.waiting')}</span>
              ) : (
                <span className="quote-row__quote">
                  <span className="quote-row__price">
                    <FlashValue value={row.now_price}>
                      <Amount kind="price" value={row.now_price} precision={row.price_precision} />
                    </FlashValue>
                    {row.feed.stale ? (
                      <span className="quote-row__stale">{t('market.stale')}</span>
                    ) : null}
                  </span>
                  {/* Beside the price, not in it: `.quote-row__price .amount` stays the price. */}
                  {fiat && DOLLAR_QUOTES.has(row.legal_name) ? (
                    <span className="quote-row__fiat">
                      ≈{' '}
                      <Amount
                        value={row.now_price}
                        fiat
                        grouped
                        precision={Math.max(2, row.price_precision)}
                      />
                    </span>
                  ) : null}
                </span>
              )}
              <ChangeBadge change={row.change} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function QuoteListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="quote-list" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} animated className="quote-row--skeleton" />
      ))}
    </div>
  );
}

/** The honest label of a simulated feed: shown whenever any listed price comes from one. */
export function FeedNotice({ rows }: { rows: readonly QuotationView[] | undefined }) {
  const { t } = useTranslation();
  const feed = rows?.find((row) => row.feed.simulated)?.feed;
  if (!feed) return null;
  return (
    <p className="feed-notice" role="note">
      {t('market.simulated')}
    </p>
  );
}
