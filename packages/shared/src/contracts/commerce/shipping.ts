import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { OrderPayState, Shipment } from './orders.ts';

/**
 * Posting book orders and following their parcels. Staff mark a paid order shipped; the buyer
 * reads the parcel's track (kuaidi100, or the local demo carrier), at most one upstream query
 * per parcel every 30 minutes.
 */

export const ExpressCompany = Type.Object({
  /** kuaidi100's company code. */
  code: Type.String(),
  name: Type.String(),
});
export type ExpressCompany = Static<typeof ExpressCompany>;

export const ListExpressCompanies = endpoint({
  method: 'GET',
  path: '/pc/expressCompanies',
  tag: '商城',
  summary: '可选快递公司',
  data: Type.Array(ExpressCompany),
});

/** Staff only (role staff or admin). */
export const ShipOrder = endpoint({
  method: 'POST',
  path: '/pc/staff/orders/ship',
  tag: '商城管理',
  summary: '标记已支付的图书订单为已发货（快递公司与运单号；仅限工作人员）',
  body: Type.Object({
    id: Type.Integer({
      minimum: 1,
      errorMessage: { required: '缺少订单编号', default: '订单编号不正确' },
    }),
    company: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[a-z0-9]+$',
      errorMessage: { required: '请选择快递公司', default: '快递公司不正确' },
    }),
    trackingNumber: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[A-Za-z0-9]{6,32}$',
      errorMessage: { required: '请填写运单号', default: '运单号应为6-32位字母或数字' },
    }),
  }),
  data: Type.Object({ ...OrderPayState.properties, shipment: Shipment }),
});

export const TrackTrace = Type.Object({
  /** ISO-8601 UTC. */
  time: Type.String(),
  context: Type.String(),
  /** The city or station the event happened at, when the carrier says. */
  location: Type.String(),
});
export type TrackTrace = Static<typeof TrackTrace>;

export const ParcelTrack = Type.Object({
  orderId: Type.Integer(),
  company: Type.String(),
  companyName: Type.String(),
  trackingNumber: Type.String(),
  /**
   * kuaidi100's state: 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投,
   * 8 清关; null while the carrier has nothing yet.
   */
  state: Type.Union([Type.Integer({ minimum: 0, maximum: 8 }), Type.Null()]),
  stateText: Type.String(),
  signed: Type.Boolean(),
  /** Newest first. */
  traces: Type.Array(TrackTrace),
  /** When the track was last read from the carrier. */
  queriedAt: Type.String(),
});
export type ParcelTrack = Static<typeof ParcelTrack>;

/** On the learning API (/gxw-web-student): the parcel of one of the caller's shipped orders. */
export const QueryTrack = endpoint({
  method: 'GET',
  path: '/kuaidi100/queryTrack',
  tag: '商城',
  summary: '订单物流轨迹（快递100；同一包裹30分钟内至多查询一次）',
  querystring: Type.Object({
    orderId: Type.Integer({
      minimum: 1,
      errorMessage: { required: '缺少订单编号', default: '订单编号不正确' },
    }),
  }),
  data: ParcelTrack,
});
