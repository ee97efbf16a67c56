/** The console's experience cards (体验卡): limits and messages shared by the server and the console. */
export const CARD_NAME_MAX = 20;
/** Cards one person may get from one hand-out. */
export const CARDS_PER_PERSON_MAX = 10;
export const CARD_VALID_DAYS_MAX = 365;
/** Where cards handed out from the console say they came from. */
export const CONSOLE_CARD_SOURCE = '平台赠送';

export const ConsoleCardMsg = {
  issued: (cards: number, people: number) => `已向 ${people} 人发放 ${cards} 张体验卡`,
  nameRequired: '请填写体验卡名称',
  nameTooLong: `名称不能超过${CARD_NAME_MAX}个字`,
  validDaysInvalid: `有效天数应为 1-${CARD_VALID_DAYS_MAX} 的整数`,
  perPersonInvalid: `每人张数应为 1-${CARDS_PER_PERSON_MAX} 的整数`,
  batchInvalid: '批次编号不正确，请刷新页面后重试',
} as const;
