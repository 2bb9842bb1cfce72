/** Messages of places on a map (#20 item 8), in the eight languages. */
export const LOCATION_MESSAGES = {
  COORDINATES_INVALID: {
    en: 'Coordinates must be a latitude from -90 to 90 and a longitude from -180 to 180',
    zh: '坐标须为 -90 至 90 的纬度和 -180 至 180 的经度',
    hk: '座標須為 -90 至 90 的緯度和 -180 至 180 的經度',
    th: 'พิกัดต้องเป็นละติจูด -90 ถึง 90 และลองจิจูด -180 ถึง 180',
    jp: '座標は緯度 -90〜90、経度 -180〜180 で指定してください',
    kor: '좌표는 위도 -90~90, 경도 -180~180이어야 합니다',
    fra: 'Les coordonnées doivent être une latitude de -90 à 90 et une longitude de -180 à 180',
    spa: 'Las coordenadas deben ser una latitud de -90 a 90 y una longitud de -180 a 180',
  },
  LOCATION_QUERY_LENGTH: {
    en: 'Type 2 to 100 characters to search for a place',
    zh: '请输入 2 至 100 个字符搜索地点',
    hk: '請輸入 2 至 100 個字元搜尋地點',
    th: 'พิมพ์ 2 ถึง 100 ตัวอักษรเพื่อค้นหาสถานที่',
    jp: '場所を検索するには 2〜100 文字を入力してください',
    kor: '장소를 검색하려면 2~100자를 입력하세요',
    fra: 'Saisissez 2 à 100 caractères pour chercher un lieu',
    spa: 'Escriba de 2 a 100 caracteres para buscar un lugar',
  },
};
