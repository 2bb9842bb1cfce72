/**
 * IEO allocation (issue #17 item 3, PRODUCT-RULES.md §8): what each subscription receives when a
 * project ends. A pure function of the frozen commit list and the project's terms, in integers
 * (bigint minor units), so the server settles and anyone can recompute exactly the same figures.
 *
 * The rule in words: the tokens are shared pro rata of the payments committed. No one receives
 * more than the per-user cap or more than they applied for; what such a subscription would have
 * received above its limit is shared again among the others, pro rata, until no one is over.
 * Shares are rounded down to the token's precision; the remainder (dust) stays with the house.
 * Each subscription pays issue price × tokens received (rounded up to the payment currency's
 * precision, never above what it committed); the rest of its payment is unfrozen.
 */

/** One frozen subscription: the payment it committed and the tokens it applied for. */
export interface IeoCommit {
  id: number;
  /** Payment committed (frozen), a decimal string in the payment currency. */
  paid: string;
  /** Tokens applied for, a decimal string. */
  applied: string;
}

export interface IeoTerms {
  /** Total issuance: the tokens to share. */
  supply: string;
  /** Per-user cap in tokens. */
  cap: string;
  /** Issue price: payment currency per token. */
  price: string;
  /** Decimals of the token (allocations are rounded down to them). */
  tokenDecimals: number;
  /** Decimals of the payment currency (costs are rounded up to them). */
  payDecimals: number;
}

export interface IeoAllocation {
  id: number;
  /** Tokens passed (received). */
  passed: string;
  /** What the passed tokens cost: issue price × passed, rounded up to the payment precision. */
  cost: string;
  /** The rest of the payment, unfrozen. */
  refund: string;
  /** True when the cap or the application limited this subscription. */
  limited: boolean;
}

export interface IeoAllocationResult {
  allocations: IeoAllocation[];
  /** Tokens passed in all. */
  passed: string;
  /** Tokens left by rounding shares down (kept by the house). */
  dust: string;
  /** Tokens no one asked for (when undersubscribed), kept by the house. */
  unsold: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A decimal string as an integer of `decimals` minor units; more decimals than that is an error. */
export function toUnits(value: string, decimals: number): bigint {
  const text = value.trim();
  if (!DECIMAL.test(text)) throw new Error(`ieo: ${value} is not a decimal`);
  const [whole, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals)
    throw new Error(`ieo: ${value} has more than ${decimals} decimals`);
  return BigInt(whole! + trimmed.padEnd(decimals, '0'));
}

/** Minor units back to a plain decimal string without trailing zeros, e.g. 1500n, 3 → "1.5". */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Decimals a decimal string spells (trailing zeros not counted). */
export const decimalsOf = (value: string): number =>
  (value.split('.')[1] ?? '').replace(/0+$/, '').length;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * What `tokens` cost at `price`, rounded up to `payDecimals`: "issue price × amount" of
 * PRODUCT-RULES.md §8, e.g. costOf('70000000', '0.0001', 8) is "7000".
 */
export function costOf(tokens: string, price: string, payDecimals: number): string {
  const td = decimalsOf(tokens);
  const pd = decimalsOf(price);
  const product = toUnits(tokens, td) * toUnits(price, pd);
  const scale = 10n ** BigInt(td + pd);
  const pay = 10n ** BigInt(payDecimals);
  return fromUnits(ceilDiv(product * pay, scale), payDecimals);
}

/**
 * Shares `terms.supply` among `commits` (see the rule above). Deterministic: the same commits and
 * terms give the same result whatever their order; ties are broken by id.
 * Example (the worked example of issue #17): ten commits of 50,000 / 30,000 / 7,000 / 6,000 /
 * 5,000 / 5,000 / 1,400 / 500 / 90 / 10 USDT at 0.0001 USDT a token, for 100,000,000 tokens with a
 * 20,000,000 cap: the first two are capped at 20,000,000, the 60,000,000 left are shared among the
 * 25,000 USDT of the others, 2,400 tokens a USDT, so the 7,000 committer receives 16,800,000.
 */
export function allocate(commits: IeoCommit[], terms: IeoTerms): IeoAllocationResult {
  const td = terms.tokenDecimals;
  const supply = toUnits(terms.supply, td);
  const cap = toUnits(terms.cap, td);
  const priceDecimals = decimalsOf(terms.price);
  const price = toUnits(terms.price, priceDecimals);
  const costScale = 10n ** BigInt(td + priceDecimals);
  const payScale = 10n ** BigInt(terms.payDecimals);

  interface Entry {
    id: number;
    weight: bigint;
    limit: bigint;
    passed: bigint;
    limited: boolean;
  }
  const entries: Entry[] = commits.map((c) => {
    const weight = toUnits(c.paid, terms.payDecimals);
    if (weight <= 0n) throw new Error(`ieo: commit ${c.id} has no payment`);
    const applied = toUnits(c.applied, td);
    return {
      id: c.id,
      weight,
      limit: applied < cap ? applied : cap,
      passed: 0n,
      limited: false,
    };
  });

  // Ascending limit per unit of weight: whoever is over their limit at the current share comes
  // first, and taking them out only raises the share of the rest (a water-filling in one pass).
  const order = [...entries].sort((a, b) => {
    const left = a.limit * b.weight;
    const right = b.limit * a.weight;
    if (left !== right) return left < right ? -1 : 1;
    return a.id - b.id;
  });
  let remaining = supply;
  let weights = order.reduce((sum, e) => sum + e.weight, 0n);
  let first = 0;
  while (first < order.length) {
    const e = order[first]!;
    // Over (or at) its limit at the current share: remaining × weight / weights ≥ limit.
    if (e.limit * weights > remaining * e.weight) break;
    e.passed = e.limit;
    e.limited = true;
    remaining -= e.limit;
    weights -= e.weight;
    first++;
  }
  let shared = 0n;
  for (let i = first; i < order.length; i++) {
    const e = order[i]!;
    e.passed = (remaining * e.weight) / weights;
    shared += e.passed;
  }
  const active = first < order.length;
  const dust = active ? remaining - shared : 0n;
  const unsold = active ? 0n : remaining;

  let passed = 0n;
  const allocations = entries.map((e): IeoAllocation => {
    passed += e.passed;
    const paid = e.weight;
    const cost = ceilDiv(e.passed * price * payScale, costScale);
    if (cost > paid) throw new Error(`ieo: commit ${e.id} paid less than its applied tokens cost`);
    return {
      id: e.id,
      passed: fromUnits(e.passed, td),
      cost: fromUnits(cost, terms.payDecimals),
      refund: fromUnits(paid - cost, terms.payDecimals),
      limited: e.limited,
    };
  });
  return {
    allocations,
    passed: fromUnits(passed, td),
    dust: fromUnits(dust, td),
    unsold: fromUnits(unsold, td),
  };
}

/** A project's phase by time (SPEC.md: warm-up, in progress, ended). */
export type IeoPhase = 'warmup' | 'progress' | 'ended';

export function phaseAt(now: number, startTime: number, endTime: number): IeoPhase {
  if (now < startTime) return 'warmup';
  if (now < endTime) return 'progress';
  return 'ended';
}

/** One day in ms: the unit of a project's lock period. */
export const LOCK_DAY_MS = 86_400_000;

/**
 * When a project's tokens unlock: the listing time plus the lock period (null without a lock).
 * Before the listing `listingTime` is the announced one; from the listing on, the real one.
 */
export function unlockTime(listingTime: number, lockDays: number): number | null {
  return lockDays > 0 ? listingTime + lockDays * LOCK_DAY_MS : null;
}

/**
 * The lock as users see it: `unlock_time` is the stored one once listed (else the announced
 * listing plus the lock period), and `locked` holds while listed tokens are still frozen.
 */
export function lockState(p: {
  lockDays: number;
  listingTime: number;
  listedAt: number | null;
  unlockAt: number | null;
  unlockedAt: number | null;
}): { unlock_time: number | null; locked: boolean } {
  if (p.listedAt !== null)
    return { unlock_time: p.unlockAt, locked: p.unlockAt !== null && p.unlockedAt === null };
  return { unlock_time: unlockTime(p.listingTime, p.lockDays), locked: false };
}
