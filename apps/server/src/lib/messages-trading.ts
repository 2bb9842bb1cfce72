/** Messages of trading (spot, futures, options) and their bill reasons, in the eight languages. */
export const TRADING_MESSAGES = {
  TRADING_DISABLED: {
    en: 'This pair is not open for this kind of trading', zh: '该交易对暂未开放此交易', hk: '該交易對暫未開放此交易', th: 'คู่เทรดนี้ยังไม่เปิดให้ซื้อขายประเภทนี้',
    jp: 'このペアはこの取引に対応していません', kor: '이 거래쌍은 해당 거래를 지원하지 않습니다', fra: 'Cette paire n’est pas ouverte à ce type de négociation', spa: 'Este par no está abierto para este tipo de operación',
  },
  LOTS_INVALID: {
    en: 'Lots must be a whole number within {min}–{max}', zh: '手数须为 {min}–{max} 之间的整数', hk: '手數須為 {min}–{max} 之間的整數', th: 'จำนวนล็อตต้องเป็นจำนวนเต็มระหว่าง {min}–{max}',
    jp: 'ロット数は {min}～{max} の整数で入力してください', kor: '랏 수는 {min}–{max} 사이의 정수여야 합니다', fra: 'Le nombre de lots doit être un entier entre {min} et {max}', spa: 'Los lotes deben ser un número entero entre {min} y {max}',
  },
  LEVERAGE_INVALID: {
    en: 'Choose one of the offered leverages', zh: '请选择可用的杠杆倍数', hk: '請選擇可用的槓桿倍數', th: 'กรุณาเลือกเลเวอเรจที่มีให้',
    jp: '提示されたレバレッジから選択してください', kor: '제공되는 레버리지 중에서 선택하세요', fra: 'Choisissez un des effets de levier proposés', spa: 'Elija uno de los apalancamientos ofrecidos',
  },
  LIMIT_PRICE_INVALID: {
    en: 'A limit buy must be below the current price and a limit sell above it', zh: '限价买入须低于当前价，限价卖出须高于当前价', hk: '限價買入須低於當前價，限價賣出須高於當前價', th: 'ราคาจำกัดฝั่งซื้อต้องต่ำกว่าราคาปัจจุบัน และฝั่งขายต้องสูงกว่า',
    jp: '指値の買いは現在価格より低く、売りは高く設定してください', kor: '지정가 매수는 현재가보다 낮게, 매도는 높게 설정하세요', fra: 'Un achat à cours limité doit être sous le prix actuel, une vente au-dessus', spa: 'Una compra límite debe estar por debajo del precio actual y una venta por encima',
  },
  PRICE_PRECISION: {
    en: 'The price has too many decimals (at most {decimals})', zh: '价格小数位过多（最多 {decimals} 位）', hk: '價格小數位過多（最多 {decimals} 位）', th: 'ราคามีทศนิยมมากเกินไป (สูงสุด {decimals} ตำแหน่ง)',
    jp: '価格の小数桁が多すぎます（最大 {decimals} 桁）', kor: '가격의 소수 자릿수가 너무 많습니다(최대 {decimals}자리)', fra: 'Le prix a trop de décimales (au plus {decimals})', spa: 'El precio tiene demasiados decimales (máximo {decimals})',
  },
  AMOUNT_PRECISION: {
    en: 'The amount has too many decimals (at most {decimals})', zh: '数量小数位过多（最多 {decimals} 位）', hk: '數量小數位過多（最多 {decimals} 位）', th: 'จำนวนมีทศนิยมมากเกินไป (สูงสุด {decimals} ตำแหน่ง)',
    jp: '数量の小数桁が多すぎます（最大 {decimals} 桁）', kor: '수량의 소수 자릿수가 너무 많습니다(최대 {decimals}자리)', fra: 'Le montant a trop de décimales (au plus {decimals})', spa: 'La cantidad tiene demasiados decimales (máximo {decimals})',
  },
  TAKE_PROFIT_INVALID: {
    en: 'Take-profit must be above the open and current price for a long, below both for a short', zh: '止盈价：做多须高于开仓价和当前价，做空须低于两者', hk: '止盈價：做多須高於開倉價和當前價，做空須低於兩者', th: 'ราคาทำกำไร: Long ต้องสูงกว่าราคาเปิดและราคาปัจจุบัน Short ต้องต่ำกว่าทั้งสอง',
    jp: '利確価格：ロングは建値と現在価格より高く、ショートは両方より低く設定してください', kor: '익절가: 롱은 진입가와 현재가보다 높게, 숏은 둘 다보다 낮게 설정하세요', fra: 'Prise de bénéfice : au-dessus du prix d’ouverture et du prix actuel pour un long, en dessous pour un short', spa: 'Toma de ganancias: por encima del precio de apertura y del actual en largo, por debajo en corto',
  },
  STOP_LOSS_INVALID: {
    en: 'Stop-loss must be below the open and current price for a long, above both for a short', zh: '止损价：做多须低于开仓价和当前价，做空须高于两者', hk: '止損價：做多須低於開倉價和當前價，做空須高於兩者', th: 'ราคาตัดขาดทุน: Long ต้องต่ำกว่าราคาเปิดและราคาปัจจุบัน Short ต้องสูงกว่าทั้งสอง',
    jp: '損切り価格：ロングは建値と現在価格より低く、ショートは両方より高く設定してください', kor: '손절가: 롱은 진입가와 현재가보다 낮게, 숏은 둘 다보다 높게 설정하세요', fra: 'Stop-loss : en dessous du prix d’ouverture et du prix actuel pour un long, au-dessus pour un short', spa: 'Stop-loss: por debajo del precio de apertura y del actual en largo, por encima en corto',
  },
  DURATION_UNKNOWN: {
    en: 'This duration is not offered', zh: '该周期不可用', hk: '該週期不可用', th: 'ไม่มีระยะเวลานี้ให้เลือก',
    jp: 'この期間は選択できません', kor: '제공되지 않는 기간입니다', fra: 'Cette durée n’est pas proposée', spa: 'Esta duración no está disponible',
  },
  STAKE_OUT_OF_RANGE: {
    en: 'The amount must be between {min} and {max}', zh: '数量须在 {min} 到 {max} 之间', hk: '數量須在 {min} 到 {max} 之間', th: 'จำนวนต้องอยู่ระหว่าง {min} ถึง {max}',
    jp: '数量は {min} から {max} の間で入力してください', kor: '수량은 {min}에서 {max} 사이여야 합니다', fra: 'Le montant doit être entre {min} et {max}', spa: 'La cantidad debe estar entre {min} y {max}',
  },
  OPTIONS_DISABLED: {
    en: 'Options trading is switched off', zh: '期权交易已关闭', hk: '期權交易已關閉', th: 'ปิดการซื้อขายออปชันแล้ว',
    jp: 'オプション取引は停止中です', kor: '옵션 거래가 중단되었습니다', fra: 'Les options sont désactivées', spa: 'El trading de opciones está desactivado',
  },
  ORDER_NOT_FOUND: {
    en: 'Order not found', zh: '订单不存在', hk: '訂單不存在', th: 'ไม่พบคำสั่ง',
    jp: '注文が見つかりません', kor: '주문을 찾을 수 없습니다', fra: 'Ordre introuvable', spa: 'Orden no encontrada',
  },
  ORDER_NOT_OPEN: {
    en: 'This order is no longer open', zh: '该订单已不可操作', hk: '該訂單已不可操作', th: 'คำสั่งนี้ไม่เปิดอยู่แล้ว',
    jp: 'この注文はすでに終了しています', kor: '이 주문은 더 이상 열려 있지 않습니다', fra: 'Cet ordre n’est plus ouvert', spa: 'Esta orden ya no está abierta',
  },
  NO_POSITIONS: {
    en: 'No open positions to close', zh: '没有可平的持仓', hk: '沒有可平的持倉', th: 'ไม่มีสถานะที่เปิดอยู่ให้ปิด',
    jp: '決済できるポジションがありません', kor: '청산할 포지션이 없습니다', fra: 'Aucune position ouverte à clôturer', spa: 'No hay posiciones abiertas para cerrar',
  },
  ORDER_PLACED: {
    en: 'Order placed', zh: '下单成功', hk: '下單成功', th: 'ส่งคำสั่งแล้ว',
    jp: '注文しました', kor: '주문 완료', fra: 'Ordre passé', spa: 'Orden enviada',
  },
  ORDER_CANCELLED: {
    en: 'Order cancelled', zh: '撤单成功', hk: '撤單成功', th: 'ยกเลิกคำสั่งแล้ว',
    jp: '注文を取り消しました', kor: '주문 취소 완료', fra: 'Ordre annulé', spa: 'Orden cancelada',
  },
  POSITION_CLOSED: {
    en: 'Position closed', zh: '平仓成功', hk: '平倉成功', th: 'ปิดสถานะแล้ว',
    jp: 'ポジションを決済しました', kor: '포지션 청산 완료', fra: 'Position clôturée', spa: 'Posición cerrada',
  },
  STOPS_SAVED: {
    en: 'Take-profit and stop-loss saved', zh: '止盈止损设置成功', hk: '止盈止損設置成功', th: 'บันทึกจุดทำกำไรและตัดขาดทุนแล้ว',
    jp: '利確・損切りを設定しました', kor: '익절/손절 설정 완료', fra: 'Prise de bénéfice et stop-loss enregistrés', spa: 'Toma de ganancias y stop-loss guardados',
  },
  BILL_spot_order: {
    en: 'Spot limit order (frozen)', zh: '币币限价委托（冻结）', hk: '幣幣限價委託（凍結）', th: 'คำสั่งจำกัดราคา Spot (อายัด)',
    jp: '現物指値注文（凍結）', kor: '현물 지정가 주문(동결)', fra: 'Ordre spot à cours limité (gelé)', spa: 'Orden límite spot (congelado)',
  },
  BILL_spot_fill: {
    en: 'Spot trade', zh: '币币成交', hk: '幣幣成交', th: 'ซื้อขาย Spot',
    jp: '現物約定', kor: '현물 체결', fra: 'Transaction spot', spa: 'Operación spot',
  },
  BILL_spot_cancel: {
    en: 'Spot order cancelled (unfrozen)', zh: '币币撤单（解冻）', hk: '幣幣撤單（解凍）', th: 'ยกเลิกคำสั่ง Spot (ปลดอายัด)',
    jp: '現物注文取消（凍結解除）', kor: '현물 주문 취소(동결 해제)', fra: 'Ordre spot annulé (dégelé)', spa: 'Orden spot cancelada (descongelado)',
  },
  BILL_lever_open: {
    en: 'Futures position opened (margin and fee)', zh: '合约开仓（保证金与手续费）', hk: '合約開倉（保證金與手續費）', th: 'เปิดสถานะฟิวเจอร์ส (มาร์จิ้นและค่าธรรมเนียม)',
    jp: '先物ポジション新規（証拠金・手数料）', kor: '선물 포지션 진입(증거금 및 수수료)', fra: 'Position à terme ouverte (marge et frais)', spa: 'Posición de futuros abierta (margen y comisión)',
  },
  BILL_lever_order: {
    en: 'Futures limit entry (frozen)', zh: '合约限价委托（冻结）', hk: '合約限價委託（凍結）', th: 'คำสั่งเปิดฟิวเจอร์สแบบจำกัดราคา (อายัด)',
    jp: '先物指値注文（凍結）', kor: '선물 지정가 진입(동결)', fra: 'Entrée à terme à cours limité (gelé)', spa: 'Entrada límite de futuros (congelado)',
  },
  BILL_lever_cancel: {
    en: 'Futures limit entry cancelled (unfrozen)', zh: '合约撤单（解冻）', hk: '合約撤單（解凍）', th: 'ยกเลิกคำสั่งฟิวเจอร์ส (ปลดอายัด)',
    jp: '先物注文取消（凍結解除）', kor: '선물 주문 취소(동결 해제)', fra: 'Entrée à terme annulée (dégelé)', spa: 'Entrada de futuros cancelada (descongelado)',
  },
  BILL_lever_close: {
    en: 'Futures position closed', zh: '合约平仓', hk: '合約平倉', th: 'ปิดสถานะฟิวเจอร์ส',
    jp: '先物ポジション決済', kor: '선물 포지션 청산', fra: 'Position à terme clôturée', spa: 'Posición de futuros cerrada',
  },
  BILL_lever_liquidation: {
    en: 'Futures liquidation', zh: '合约强平', hk: '合約強平', th: 'การบังคับปิดสถานะฟิวเจอร์ส',
    jp: '先物強制決済', kor: '선물 강제 청산', fra: 'Liquidation à terme', spa: 'Liquidación de futuros',
  },
  BILL_lever_overnight_fee: {
    en: 'Futures overnight fee', zh: '合约隔夜费', hk: '合約隔夜費', th: 'ค่าธรรมเนียมข้ามคืนฟิวเจอร์ส',
    jp: '先物オーバーナイト手数料', kor: '선물 오버나이트 수수료', fra: 'Frais de portage à terme', spa: 'Comisión nocturna de futuros',
  },
  BILL_option_stake: {
    en: 'Option stake', zh: '期权下单', hk: '期權下單', th: 'เดิมพันออปชัน',
    jp: 'オプション購入', kor: '옵션 주문', fra: 'Mise sur option', spa: 'Apuesta de opción',
  },
  BILL_option_settle: {
    en: 'Option settled', zh: '期权结算', hk: '期權結算', th: 'ชำระราคาออปชัน',
    jp: 'オプション決済', kor: '옵션 정산', fra: 'Option réglée', spa: 'Opción liquidada',
  },
  BILL_option_void: {
    en: 'Option voided (no price at expiry): stake and fee refunded', zh: '期权作废（到期无价格）：退还本金和手续费',
    hk: '期權作廢（到期無價格）：退還本金和手續費', th: 'ออปชันถูกยกเลิก (ไม่มีราคา ณ เวลาหมดอายุ): คืนเงินเดิมพันและค่าธรรมเนียม',
    jp: 'オプション無効（満期時の価格なし）：元本と手数料を返金', kor: '옵션 무효(만기 시 가격 없음): 원금과 수수료 환불',
    fra: 'Option annulée (aucun prix à l’échéance) : mise et frais remboursés', spa: 'Opción anulada (sin precio al vencimiento): apuesta y comisión reembolsadas',
  },
} as const;
