import type { LocalizedTexts } from '@meridian/contract';
import { sql, type Insertable } from 'kysely';

import type { Db } from '../db/database.js';
import type { IeoProjectsTable } from '../db/database-ieo.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo IEO projects (#17 item 3): one in warm-up, one in progress, one ended, each a made-up
 * token that says so. Times are relative to the first seeding; the leader's job allocates and
 * lists the ended one (no one subscribed to it, so its whole issue stays unsold). Descriptions in
 * the eight languages. Idempotent by symbol: a restart adds nothing.
 */
export async function seedDemoIeo(db: Db): Promise<void> {
  const usdt = await db
    .selectFrom('currencies')
    .select('id')
    .where('name', '=', 'USDT')
    .executeTakeFirst();
  if (!usdt) return;
  const now = Date.now();
  const projects: (Omit<
    Insertable<IeoProjectsTable>,
    'description' | 'token_decimals' | 'pay_currency_id'
  > & { description: LocalizedTexts })[] = [
    {
      name: 'Harbor Demo Token (made up)',
      symbol: 'HDEMO',
      start_at: now + 3 * DAY,
      end_at: now + 10 * DAY,
      listing_at: now + 12 * DAY,
      price: '0.05',
      total_supply: '10000000',
      user_cap: '200000',
      min_amount: '100',
      description: {
        en: 'A made-up token for trying the IEO screens. It is not a real project and has no value outside this demo.',
        zh: '用于体验IEO页面的虚构代币。它不是真实项目，在本演示之外没有任何价值。',
        hk: '用於體驗IEO頁面的虛構代幣。它不是真實項目，在本演示之外沒有任何價值。',
        th: 'โทเคนสมมติสำหรับทดลองหน้าจอ IEO ไม่ใช่โครงการจริงและไม่มีมูลค่านอกการสาธิตนี้',
        jp: 'IEO画面を試すための架空のトークンです。実在のプロジェクトではなく、このデモ以外では価値がありません。',
        kor: 'IEO 화면을 체험하기 위한 가상의 토큰입니다. 실제 프로젝트가 아니며 이 데모 밖에서는 가치가 없습니다.',
        fra: 'Un jeton fictif pour essayer les écrans IEO. Ce n’est pas un vrai projet et il n’a aucune valeur hors de cette démo.',
        spa: 'Un token inventado para probar las pantallas IEO. No es un proyecto real y no tiene valor fuera de esta demo.',
      },
    },
    {
      name: 'Lantern Demo Token (made up)',
      symbol: 'LDEMO',
      start_at: now - DAY,
      end_at: now + 6 * DAY,
      listing_at: now + 8 * DAY,
      price: '0.1',
      total_supply: '5000000',
      user_cap: '100000',
      min_amount: '10',
      description: {
        en: 'A made-up token for trying a subscription: your payment is frozen until the allocation. It is not a real project.',
        zh: '用于体验认购的虚构代币：您的付款在分配前会被冻结。它不是真实项目。',
        hk: '用於體驗認購的虛構代幣：您的付款在分配前會被凍結。它不是真實項目。',
        th: 'โทเคนสมมติสำหรับทดลองจองซื้อ: เงินที่คุณชำระจะถูกอายัดไว้จนกว่าจะจัดสรร ไม่ใช่โครงการจริง',
        jp: '申込を試すための架空のトークンです。お支払いは割当まで凍結されます。実在のプロジェクトではありません。',
        kor: '청약을 체험하기 위한 가상의 토큰입니다. 결제 금액은 배정 전까지 동결됩니다. 실제 프로젝트가 아닙니다.',
        fra: 'Un jeton fictif pour essayer une souscription : votre paiement est gelé jusqu’à l’attribution. Ce n’est pas un vrai projet.',
        spa: 'Un token inventado para probar una suscripción: su pago queda congelado hasta la asignación. No es un proyecto real.',
      },
    },
    {
      name: 'Meadow Demo Token (made up)',
      symbol: 'MDEMO',
      start_at: now - 10 * DAY,
      end_at: now - 3 * DAY,
      listing_at: now - DAY,
      price: '0.02',
      total_supply: '20000000',
      user_cap: '500000',
      min_amount: '100',
      description: {
        en: 'A made-up token whose subscription has ended. It is not a real project.',
        zh: '认购已结束的虚构代币。它不是真实项目。',
        hk: '認購已結束的虛構代幣。它不是真實項目。',
        th: 'โทเคนสมมติที่ปิดการจองซื้อแล้ว ไม่ใช่โครงการจริง',
        jp: '申込期間が終了した架空のトークンです。実在のプロジェクトではありません。',
        kor: '청약이 종료된 가상의 토큰입니다. 실제 프로젝트가 아닙니다.',
        fra: 'Un jeton fictif dont la souscription est terminée. Ce n’est pas un vrai projet.',
        spa: 'Un token inventado cuya suscripción ha terminado. No es un proyecto real.',
      },
    },
  ];
  for (const { description, ...p } of projects) {
    const texts = JSON.stringify(description);
    await db
      .insertInto('ieo_projects')
      .values({
        ...p,
        description: texts,
        token_decimals: 4,
        pay_currency_id: usdt.id,
        lock_days: 30,
        white_paper: 'https://example.com/whitepaper.pdf',
        website: 'https://example.com',
        published: true,
      })
      // A demo project seeded before the texts (English only, migration 0023) gets them once.
      .onConflict((oc) =>
        oc
          .column('symbol')
          .doUpdateSet({ description: texts })
          .where(
            sql<boolean>`ieo_projects.description = jsonb_build_object('en', ieo_projects.description->>'en')`,
          ),
      )
      .execute();
  }
}
