import { pathTo } from '../../lib/paths';

/** Side menu of the personal centre; detail pages (course detail …) are reached from lists. */
export const PERSONAL_CENTER_MENU = [
  { to: pathTo('MyCollection'), label: '我的收藏' },
  { to: pathTo('MyCourse'), label: '我的课程' },
  { to: pathTo('Study'), label: '学习中心' },
  { to: pathTo('MyHomework'), label: '我的作业' },
  { to: pathTo('HomeworkList'), label: '作业列表' },
  { to: pathTo('MyMock'), label: '我的模考' },
  { to: pathTo('MyVip'), label: '我的会员' },
  { to: pathTo('Order'), label: '我的订单' },
  { to: pathTo('Coupons'), label: '优惠券' },
  { to: pathTo('Address'), label: '收货地址' },
  { to: pathTo('AccountSettings'), label: '账号设置' },
  { to: pathTo('Feedback'), label: '意见反馈' },
];
