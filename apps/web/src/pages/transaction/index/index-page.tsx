import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { paths, type PathQueries } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { ContractScreen, directionOf, futuresSymbolOf } from '../contract/contract-page';
import { SpotScreen } from '../currency/currency-page';
import { OptionsScreen } from './options-screen';
import { ProductSwitch } from './product-switch';
import {
  chooseProduct,
  pairOnSwitch,
  productOwner,
  rememberProduct,
  type TradeProduct,
} from './trade-product';

type TradeQuery = PathQueries[typeof paths.trade];

/**
 * The trade tab (`?product=spot|futures|options&symbol=…&side=…`): a switch on top and the chosen
 * product's screen below it, each the same screen its own route shows. Without `product` the tab
 * opens on the product this user (or this device's visitor) chose last; options by default.
 */
export function TradePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const owner = productOwner(session.user?.id);
  const product = chooseProduct(params.get('product'), owner);
  const symbol = params.get('symbol');
  // With a pair in the address the router shows the tab full screen, without the tab bar (as the
  // market tab's pair page): the screen then has a back arrow, so the pair page's Buy is no dead end.
  const tab = !params.has('symbol');
  // Shared with the screens below: the switch reads it to keep the pair.
  const quotations = useQuery(marketQueries.quotations());

  useEffect(() => rememberProduct(owner, product), [owner, product]);

  const open = (query: TradeQuery) => navigation.replace(paths.trade, query);
  const pick = (next: string) => open({ product, symbol: next });
  const top = (
    <ProductSwitch
      product={product}
      onChange={(next: TradeProduct) =>
        open({ product: next, symbol: pairOnSwitch(next, quotations.data, symbol) })
      }
    />
  );

  // A new address (another pair, side or product) opens its screen afresh.
  const key = `${product}:${symbol ?? ''}:${params.get('side') ?? ''}:${params.get('kind') ?? ''}`;
  if (product === 'spot')
    return (
      <SpotScreen
        key={key}
        tab={tab}
        top={top}
        symbol={symbol}
        side={params.get('side')}
        kind={params.get('kind') === 'market' ? 'market' : null}
        onPickPair={pick}
      />
    );
  if (product === 'futures') {
    return (
      <ContractScreen
        key={key}
        tab={tab}
        top={top}
        symbol={futuresSymbolOf(symbol)}
        direction={directionOf(params.get('side'))}
        onPickPair={pick}
      />
    );
  }
  return <OptionsScreen key={key} tab={tab} top={top} symbol={symbol} onPickPair={pick} />;
}
