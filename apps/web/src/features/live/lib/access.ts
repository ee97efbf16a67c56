/** The way in for a viewer without the right to watch, by what the server says is missing. */
export const ACCESS_ACTIONS = {
  login: '登录后观看',
  buy: '购买课程',
  enrol: '免费报名',
  vip: '开通VIP',
} as const;
