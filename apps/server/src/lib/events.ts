import type { AccountType } from '@meridian/contract';

/**
 * Domain events (ARCHITECTURE.md "Domain events and hooks"): what happened, published only after
 * the transaction that made it so has committed, so a listener never sees a change that rolled
 * back. One domain reacts to another through these instead of importing it.
 */
export interface DomainEvents {
  /** Users whose balances moved in one committed transaction. */
  'balance.changed': { userIds: number[] };
  /** Money moved between a user's own accounts. */
  'transfer.completed': { userId: number; currencyId: number; from: AccountType; to: AccountType };
  /** A futures position opened (market entry, or a limit entry filled). */
  'position.opened': { userId: number; positionId: number; symbol: string };
  /** A futures position closed (user, take-profit, stop-loss or liquidation). */
  'position.closed': { userId: number; positionId: number; symbol: string; reason: string };
  /** A spot order filled. */
  'order.filled': { userId: number; orderId: number; symbol: string };
  /** An option settled or was voided. */
  'option.settled': { userId: number; orderId: number; symbol: string };
  /** A fee was charged (rebates will hang on this). */
  'fee.charged': { userId: number; currencyId: number; amount: string; reason: string };
  /**
   * A user's futures positions in a pair reached the warning risk level (futuresRules
   * `warningRiskRate`): told once, before liquidation, at the pair's warning price.
   */
  'position.liquidation_warning': {
    userId: number;
    symbol: string;
    warningPrice: string;
    liquidationPrice: string | null;
  };
  /** A price alert fired (once) and its notification was written. */
  'alert.fired': { userId: number; alertId: number; symbol: string; price: string };
  /** A deposit request was confirmed and credited to the user. */
  'deposit.credited': { userId: number; depositId: number; currencyId: number; amount: string };
  /** A withdrawal was paid out. */
  'withdrawal.paid': { userId: number; withdrawalId: number; currencyId: number; amount: string };
  /** A withdrawal was refused; the frozen amount is back in available. */
  'withdrawal.rejected': {
    userId: number;
    withdrawalId: number;
    currencyId: number;
    amount: string;
  };
  /** A loan's LTV reached the margin-call level at a recorded tick (told once until re-armed). */
  'loan.margin_call': {
    userId: number;
    loanId: number;
    currencyId: number;
    symbol: string;
    ltv: string;
    price: string;
    tickTime: number;
    liquidationPrice: string | null;
  };
  /** The engine liquidated a loan at a recorded tick: `sold` collateral repaid `debt`. */
  'loan.liquidated': {
    userId: number;
    loanId: number;
    currencyId: number;
    symbol: string;
    price: string;
    tickTime: number;
    debt: string;
    sold: string;
    returned: string;
  };
}

export type DomainEventName = keyof DomainEvents;
type Listener<E extends DomainEventName> = (payload: DomainEvents[E]) => void | Promise<void>;

/** Domain events: subscribe with `on`, publish after the commit with `emit`. */
export interface DomainEventBus {
  on<E extends DomainEventName>(event: E, listener: Listener<E>): () => void;
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): void;
}

/** A small typed in-process bus; a failing listener is logged and does not stop the others. */
export class EventBus implements DomainEventBus {
  readonly #listeners = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  readonly #onError: (error: unknown, event: DomainEventName) => void;

  constructor(onError: (error: unknown, event: DomainEventName) => void = () => undefined) {
    this.#onError = onError;
  }

  on<E extends DomainEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as Listener<DomainEventName>);
    return () => set.delete(listener as Listener<DomainEventName>);
  }

  /** Tells every listener of `event`; call it after the commit. */
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): void {
    for (const listener of this.#listeners.get(event) ?? []) {
      try {
        const result = listener(payload);
        if (result instanceof Promise)
          result.catch((error: unknown) => this.#onError(error, event));
      } catch (error) {
        this.#onError(error, event);
      }
    }
  }
}
