import { KYC_LIMITS, KYC_STATUS, type KycStatus, type RealStateView } from '@meridian/contract';

export type KycLevel = 1 | 2;

/** The name of a status in translation keys (`kyc.status.<name>`). */
export type KycStatusName = 'none' | 'pending' | 'certified' | 'failed';

const STATUS_NAMES: Record<KycStatus, KycStatusName> = {
  [KYC_STATUS.none]: 'none',
  [KYC_STATUS.pending]: 'pending',
  [KYC_STATUS.certified]: 'certified',
  [KYC_STATUS.failed]: 'failed',
};

export const kycStatusName = (status: KycStatus): KycStatusName => STATUS_NAMES[status] ?? 'none';

/** What the button of a level offers. */
export type KycAction = 'start' | 'resubmit' | null;

/** One level on the overview screen. */
export interface KycLevelCard {
  level: KycLevel;
  status: KycStatusName;
  /** The operator's reason when the audit failed. */
  reason: string | null;
  submittedAt: number | null;
  action: KycAction;
  /** Level 2 before level 1 is certified: shown, but it cannot start yet. */
  locked: boolean;
  /** Published limits of the level (PRODUCT-RULES.md §2), BTC-equivalent per 24 h and fiat. */
  limits: { withdrawBtc24h: string; fiatSingle: string };
}

function actionFor(status: KycStatus): KycAction {
  if (status === KYC_STATUS.none) return 'start';
  if (status === KYC_STATUS.failed) return 'resubmit';
  return null;
}

/**
 * The two level cards of the identity overview. Level 2 is locked until level 1 is certified
 * (PRODUCT-RULES.md §2), e.g. level 1 under audit gives level 2 `locked: true, action: null`.
 */
export function describeKycLevels(state: RealStateView): [KycLevelCard, KycLevelCard] {
  const level1Certified = state.level1.status === KYC_STATUS.certified;
  return [
    {
      level: 1,
      status: kycStatusName(state.level1.status),
      reason: state.level1.status === KYC_STATUS.failed ? state.level1.reason : null,
      submittedAt: state.level1.submitted_at,
      action: actionFor(state.level1.status),
      locked: false,
      limits: KYC_LIMITS[1],
    },
    {
      level: 2,
      status: kycStatusName(state.level2.status),
      reason: state.level2.status === KYC_STATUS.failed ? state.level2.reason : null,
      submittedAt: state.level2.submitted_at,
      action: level1Certified ? actionFor(state.level2.status) : null,
      locked: !level1Certified,
      limits: KYC_LIMITS[2],
    },
  ];
}

/** What the verification screen (real_mark) shows. */
export type KycStep =
  /** The form of a level; `reason` is set when resubmitting after a failed audit. */
  | { kind: 'form'; level: KycLevel; resubmit: boolean; reason: string | null }
  /** The level is under audit: its state, not the form. */
  | { kind: 'pending'; level: KycLevel; submittedAt: number | null }
  /** Nothing left to do at this level (both levels certified, or level 1 asked for again). */
  | { kind: 'certified'; level: KycLevel };

function stepOf(level: KycLevel, view: RealStateView['level1'] | RealStateView['level2']): KycStep {
  switch (view.status) {
    case KYC_STATUS.pending:
      return { kind: 'pending', level, submittedAt: view.submitted_at };
    case KYC_STATUS.certified:
      return { kind: 'certified', level };
    case KYC_STATUS.failed:
      return { kind: 'form', level, resubmit: true, reason: view.reason };
    default:
      return { kind: 'form', level, resubmit: false, reason: null };
  }
}

/** Reads `?level=1|2`; anything else means "the next step". */
export function parseRequestedLevel(value: string | null): KycLevel | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/**
 * Chooses the verification screen from the state and the optional `?level=`:
 * - level 1 comes first: until it is certified, it is the step whatever was asked;
 * - then level 2, unless level 1 was asked for explicitly (shown as certified).
 * e.g. level 1 failed with "blurry" and `?level=2` → level 1's form, resubmit, reason "blurry".
 */
export function chooseKycStep(state: RealStateView, requested: KycLevel | null): KycStep {
  if (state.level1.status !== KYC_STATUS.certified) return stepOf(1, state.level1);
  if (requested === 1) return { kind: 'certified', level: 1 };
  return stepOf(2, state.level2);
}

/** Identity cannot pass until both email and phone are bound (SPEC.md §5). */
export function missingBindings(state: Pick<RealStateView, 'email_bound' | 'mobile_bound'>) {
  return {
    email: !state.email_bound,
    mobile: !state.mobile_bound,
    any: !state.email_bound || !state.mobile_bound,
  };
}

/**
 * The short state of the "identity" row on the me page, as a translation key suffix:
 * the highest certified level, or what is going on below it, e.g. level 1 certified and level 2
 * under audit → `lv2Pending`.
 */
export type KycSummary =
  'none' | 'lv1Pending' | 'lv1Failed' | 'lv1' | 'lv2Pending' | 'lv2Failed' | 'lv2';

export function summariseKyc(state: RealStateView): KycSummary {
  const { level1, level2 } = state;
  if (level1.status !== KYC_STATUS.certified) {
    if (level1.status === KYC_STATUS.pending) return 'lv1Pending';
    if (level1.status === KYC_STATUS.failed) return 'lv1Failed';
    return 'none';
  }
  if (level2.status === KYC_STATUS.certified) return 'lv2';
  if (level2.status === KYC_STATUS.pending) return 'lv2Pending';
  if (level2.status === KYC_STATUS.failed) return 'lv2Failed';
  return 'lv1';
}
