import type { DomainEventName, DomainEvents } from '../lib/events.js';
import type { TestApp } from './test-app.js';

/** Every event the bus carries, so a test hears them all. */
const EVENT_NAMES = [
  'balance.changed',
  'transfer.completed',
  'position.opened',
  'position.closed',
  'order.filled',
  'option.settled',
  'fee.charged',
  'position.liquidation_warning',
  'alert.fired',
  'deposit.credited',
  'withdrawal.paid',
  'withdrawal.rejected',
  'loan.margin_call',
  'loan.liquidated',
] as const satisfies readonly DomainEventName[];
// A new event in DomainEvents must be added above, or this line stops compiling.
const everyEvent: Exclude<DomainEventName, (typeof EVENT_NAMES)[number]> extends never
  ? true
  : never = true;
void everyEvent;

export type HeardEvent = {
  [E in DomainEventName]: { event: E; payload: DomainEvents[E] };
}[DomainEventName];

/**
 * Listens to every domain event the app publishes from now on and answers them as they arrive,
 * in order. `except('balance.changed')` leaves that one out.
 */
export function hearEvents(t: TestApp) {
  const heard: HeardEvent[] = [];
  for (const event of EVENT_NAMES) {
    t.app.events.on(event, (payload) => void heard.push({ event, payload } as HeardEvent));
  }
  return {
    all: heard,
    except: (...names: DomainEventName[]) => heard.filter((h) => !names.includes(h.event)),
    of: <E extends DomainEventName>(name: E) =>
      heard.filter((h) => h.event === name).map((h) => h.payload as DomainEvents[E]),
    clear: () => void heard.splice(0),
  };
}
