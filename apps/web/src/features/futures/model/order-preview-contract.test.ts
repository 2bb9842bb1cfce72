import { futuresRules, Money, type LeverAccountView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { previewOrder } from './order-preview';
import type { FuturesPair } from './pair';

/**
 * The futures order preview is the contract's `futuresRules`, the functions the server charges
 * and liquidates with: computed through the web model, it equals `openCost` and
 * `liquidationPrices` on the same inputs (the server's lever tests compare its stored positions
 * with the same functions).
 */

const btc: FuturesPair = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  now_price: '64999.99',
  spread: '0.0005',
  price_precision: 2,
  lot_size: '0.01',
  leverages: [5, 10, 20, 50, 100],
  fee_rate: '0.001',
};

/** A short ETH position already open, valued at its mark. */
const eth: futuresRules.RiskPosition = {
  direction: 2,
  open: '3198.4',
  qty: '0.1',
  margin: '3.1984',
  mark: '3300',
};

type Account = Pick<
  LeverAccountView,
  'available' | 'total_margin' | 'total_profits' | 'liquidation_risk_rate'
>;

/** The lever account as the server reports it for `available` and these open positions. */
function accountOf(available: string, open: futuresRules.RiskPosition[]): Account {
  const risk = futuresRules.riskOf(available, open);
  return {
    available,
    total_margin: risk.totalMargin,
    total_profits: risk.unrealised,
    liquidation_risk_rate: '20',
  };
}

describe('the futures order preview is the contract futuresRules', () => {
  it.each([
    // direction, entry, limit price, lots, leverage, available, positions already open
    [1, 'market', null, 3, 20, '1000', []],
    [2, 'market', null, 1, 100, '100', []],
    [1, 'limit', '64000.55', 7, 50, '500', [eth]],
    [2, 'limit', '66000', 2, 5, '2000', [eth]],
    [1, 'market', null, 1, 100, '99.4147075', []],
  ] as const)(
    'direction %i, %s %s, %i lots at %ix with %s available',
    (direction, entry, limitPrice, lots, leverage, available, open) => {
      const account = accountOf(available, [...open]);
      const preview = previewOrder({
        pair: btc,
        direction,
        entry,
        limitPrice,
        lots,
        leverage,
        account,
      });
      expect(preview).not.toBeNull();

      const price =
        entry === 'limit'
          ? limitPrice
          : futuresRules.openPrice(direction, btc.now_price!, btc.spread, btc.price_precision);
      const cost = futuresRules.openCost({
        price,
        share: lots,
        lotSize: btc.lot_size,
        multiple: leverage,
        feeRate: btc.fee_rate,
      });
      expect(new Money(preview!.entryPrice).equals(price)).toBe(true);
      expect(preview).toMatchObject({
        notional: cost.notional,
        margin: cost.margin,
        fee: cost.fee,
        cost: cost.total,
        enough: new Money(available).greaterThanOrEqualTo(cost.total),
      });

      // Once open, the server values the account with the new position among the others.
      const availableAfter = new Money(available).minus(cost.total).toFixed();
      const position = {
        direction,
        open: price,
        qty: futuresRules.quantity(lots, btc.lot_size),
        margin: cost.margin,
        mark: entry === 'market' ? btc.now_price! : price,
      };
      const positions = [
        ...open.map((p) => ({ ...p, precision: 2 })),
        { ...position, precision: 2 },
      ];
      expect(preview!.liquidationPrice).toBe(
        futuresRules.liquidationPrices(availableAfter, positions, '20').at(-1),
      );
      expect(preview!.riskRateAfter).toBe(
        futuresRules.riskRate(futuresRules.riskOf(availableAfter, [...open, position])),
      );
    },
  );

  it.each([
    // direction of the new position, lots, direction and lots already held in BTC
    [1, 1, 1, 2],
    [2, 3, 1, 1],
    [1, 2, 2, 5],
  ] as const)(
    'shares the pair’s liquidation price with what is held: new %i × %i lots, held %i × %i lots',
    (direction, lots, heldDirection, heldLots) => {
      const mark = btc.now_price!;
      const heldOpen = futuresRules.openPrice(heldDirection, '64000', btc.spread, 2);
      const held: futuresRules.RiskPosition = {
        direction: heldDirection,
        open: heldOpen,
        qty: futuresRules.quantity(heldLots, btc.lot_size),
        margin: futuresRules.openCost({
          price: heldOpen,
          share: heldLots,
          lotSize: btc.lot_size,
          multiple: 100,
          feeRate: btc.fee_rate,
        }).margin,
        mark,
        symbol: 'BTC/USDT',
      };
      const available = '300';
      const preview = previewOrder({
        pair: btc,
        direction,
        entry: 'market',
        lots,
        leverage: 100,
        account: accountOf(available, [held]),
        held: { ...futuresRules.exposuresOf([held]).exposures[0]!, mark },
      });
      const price = futuresRules.openPrice(direction, mark, btc.spread, btc.price_precision);
      const cost = futuresRules.openCost({
        price,
        share: lots,
        lotSize: btc.lot_size,
        multiple: 100,
        feeRate: btc.fee_rate,
      });
      const position = {
        direction,
        open: price,
        qty: futuresRules.quantity(lots, btc.lot_size),
        margin: cost.margin,
        mark,
        symbol: 'BTC/USDT',
        precision: 2,
      };
      const availableAfter = new Money(available).minus(cost.total).toFixed();
      // The server, once it is open: one price for both, from the pair's sums.
      const prices = futuresRules.liquidationPrices(
        availableAfter,
        [{ ...held, precision: 2 }, position],
        '20',
      );
      expect(prices[0]).toBe(prices[1]);
      expect(preview!.liquidationPrice).toBe(prices[1]);
    },
  );
});
