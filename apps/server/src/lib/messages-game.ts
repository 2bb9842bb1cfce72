/** Messages of the price game (#20 item 6), in the eight languages. */
export const GAME_MESSAGES = {
  GAME_ROUND_OPEN: {
    en: 'Your round is still running; wait for its result',
    zh: '本轮尚未结束，请等待结果',
    hk: '本輪尚未結束，請等待結果',
    th: 'รอบของคุณยังไม่จบ กรุณารอผล',
    jp: 'ラウンドはまだ進行中です。結果をお待ちください',
    kor: '라운드가 아직 진행 중입니다. 결과를 기다려 주세요',
    fra: 'Votre manche est toujours en cours ; attendez son résultat',
    spa: 'Su ronda sigue en curso; espere el resultado',
  },
  GAME_DAILY_LIMIT: {
    en: 'You have played all {max} rounds for today; come back tomorrow (UTC)',
    zh: '今日 {max} 轮已全部用完，请明天（UTC）再来',
    hk: '今日 {max} 輪已全部用完，請明天（UTC）再來',
    th: 'คุณเล่นครบ {max} รอบของวันนี้แล้ว กลับมาใหม่พรุ่งนี้ (UTC)',
    jp: '本日の {max} ラウンドをすべてプレイしました。明日（UTC）またどうぞ',
    kor: '오늘의 {max}라운드를 모두 플레이했습니다. 내일(UTC) 다시 오세요',
    fra: 'Vous avez joué les {max} manches du jour ; revenez demain (UTC)',
    spa: 'Ha jugado las {max} rondas de hoy; vuelva mañana (UTC)',
  },
};
