import type { LockupCategory, LockupTexts } from '@meridian/contract';

import type { Db } from '../db/database.js';

/** The platform pays every demo yield itself: said plainly, in the eight languages. */
const PAID_BY_PLATFORM: LockupTexts = {
  en: 'Paid by the platform from its own funds. Your coins are not lent, traded or used for mining.',
  zh: '由平台以自有资金支付。您的币不会被出借、交易或用于挖矿。',
  hk: '由平台以自有資金支付。您的幣不會被出借、交易或用於挖礦。',
  th: 'แพลตฟอร์มจ่ายจากเงินทุนของตนเอง เหรียญของคุณไม่ถูกนำไปให้กู้ ซื้อขาย หรือใช้ขุด',
  jp: 'プラットフォームが自己資金から支払います。お客様のコインは貸出・取引・マイニングに使われません。',
  kor: '플랫폼이 자체 자금으로 지급합니다. 고객님의 코인은 대여·거래·채굴에 사용되지 않습니다.',
  fra: 'Payé par la plateforme sur ses fonds propres. Vos pièces ne sont ni prêtées, ni négociées, ni utilisées pour miner.',
  spa: 'Lo paga la plataforma con fondos propios. Sus monedas no se prestan, no se negocian ni se usan para minar.',
};

const PRODUCTS: {
  name: LockupTexts;
  category: LockupCategory;
  daily_rate: string;
  lock_days: number;
  min_amount: string;
  penalty_ratio: string;
  sort: number;
}[] = [
  {
    name: {
      en: 'USDT 7-day lock-up',
      zh: 'USDT 7天锁仓',
      hk: 'USDT 7天鎖倉',
      th: 'ล็อก USDT 7 วัน',
      jp: 'USDT 7日間ロック',
      kor: 'USDT 7일 락업',
      fra: 'Blocage USDT 7 jours',
      spa: 'Bloqueo USDT 7 días',
    },
    category: 'lock',
    daily_rate: '0.003',
    lock_days: 7,
    min_amount: '100',
    penalty_ratio: '0.004',
    sort: 1,
  },
  {
    name: {
      en: 'USDT 30-day mining pool',
      zh: 'USDT 30天矿池',
      hk: 'USDT 30天礦池',
      th: 'พูลขุด USDT 30 วัน',
      jp: 'USDT 30日マイニングプール',
      kor: 'USDT 30일 채굴 풀',
      fra: 'Pool de minage USDT 30 jours',
      spa: 'Pool de minería USDT 30 días',
    },
    category: 'mining',
    daily_rate: '0.0035',
    lock_days: 30,
    min_amount: '500',
    penalty_ratio: '0.004',
    sort: 2,
  },
  {
    name: {
      en: 'USDT 15-day cloud mining',
      zh: 'USDT 15天云挖矿',
      hk: 'USDT 15天雲挖礦',
      th: 'ขุดบนคลาวด์ USDT 15 วัน',
      jp: 'USDT 15日クラウドマイニング',
      kor: 'USDT 15일 클라우드 채굴',
      fra: 'Minage cloud USDT 15 jours',
      spa: 'Minería en la nube USDT 15 días',
    },
    category: 'cloud',
    daily_rate: '0.003',
    lock_days: 15,
    min_amount: '200',
    penalty_ratio: '0.004',
    sort: 3,
  },
];

/**
 * Demo lock-up products (#17 item 4): a lock-up, a mining and a cloud-mining product in USDT,
 * open, each saying where its yield comes from. DeFi has none, so its tile shows the empty state.
 * Idempotent by English name: a restart adds nothing, and an operator's edits stay.
 */
export async function seedDemoLockup(db: Db): Promise<void> {
  const usdt = await db
    .selectFrom('currencies')
    .select('id')
    .where('name', '=', 'USDT')
    .executeTakeFirst();
  if (!usdt) return;
  const existing = await db.selectFrom('lockup_products').select('name').execute();
  const have = new Set(existing.map((p) => p.name.en));
  for (const product of PRODUCTS) {
    if (have.has(product.name.en)) continue;
    await db
      .insertInto('lockup_products')
      .values({
        ...product,
        name: JSON.stringify(product.name),
        yield_source: JSON.stringify(PAID_BY_PLATFORM),
        currency_id: usdt.id,
        open: true,
      })
      .execute();
  }
}
