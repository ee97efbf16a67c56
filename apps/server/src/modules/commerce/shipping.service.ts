import { ApiCode, Msg } from '@shangan/shared';
import type { ParcelTrack, TrackTrace } from '@shangan/shared/contracts/commerce/shipping';
import { ApiError } from '../../lib/api-error.ts';
import { MINUTE_MS } from '../../lib/time.ts';
import { parcelStateText } from '../../providers/parcel/index.ts';
import { hasAnyRole, type Role } from '../accounts/public.ts';
import { recordAudit } from '../audit/public.ts';
import type { CommerceContext } from './commerce-context.ts';
import { payStateView } from './order-views.ts';
import { ORDER_NOT_FOUND, ownOrder } from './orders.service.ts';
import { addEvent, findOrderById, moveOrder } from './orders.repository.ts';
import {
  claimNewParcel,
  claimRefresh,
  findParcel,
  storeTrack,
  type ParcelRow,
} from './parcels.repository.ts';
import { expressName, isExpressCompany } from './shipping-companies.ts';

/** Who may post orders: warehouse staff, and administrators who may do anything. */
export const SHIPPING_ROLES: readonly Role[] = ['staff', 'admin'];
/** A parcel's track is asked of the carrier at most once in this long. */
export const TRACK_CACHE_MS = 30 * MINUTE_MS;

export async function assertShippingStaff(ctx: CommerceContext, userId: number) {
  if (!(await hasAnyRole(ctx.db, userId, SHIPPING_ROLES))) {
    throw new ApiError(ApiCode.FORBIDDEN, Msg.noPermission);
  }
}

/** POST /pc/staff/orders/ship: a paid order that needs posting leaves with a tracking number. */
export async function shipOrder(
  ctx: CommerceContext,
  staffId: number,
  input: { id: number; company: string; trackingNumber: string },
) {
  await assertShippingStaff(ctx, staffId);
  if (!isExpressCompany(input.company)) throw new ApiError(ApiCode.BAD_REQUEST, '快递公司不正确');
  const order = await findOrderById(ctx.db, input.id);
  if (!order) throw new ApiError(ApiCode.NOT_FOUND, ORDER_NOT_FOUND);
  if (order.needs_shipping !== 1) throw new ApiError(ApiCode.BAD_REQUEST, '该订单无需发货');
  const nowIso = new Date().toISOString();
  const shipped = await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveOrder(trx, order.id, 'paid', {
      status: 'shipped',
      ship_company: input.company,
      tracking_number: input.trackingNumber,
      shipped_at: nowIso,
      updated_at: nowIso,
    });
    if (!moved) return false;
    await addEvent(
      trx,
      order.id,
      'shipped',
      `商家已发货（${expressName(input.company)} ${input.trackingNumber}）`,
      nowIso,
    );
    await recordAudit(trx, {
      actorId: staffId,
      action: 'shop_order.ship',
      entity: 'shop_order',
      entityId: order.id,
      before: { status: 'paid' },
      // The carrier in words, as staff chose it.
      after: {
        status: 'shipped',
        ship_company: expressName(input.company),
        tracking_number: input.trackingNumber,
      },
    });
    return true;
  });
  if (!shipped) {
    throw new ApiError(
      ApiCode.BAD_REQUEST,
      order.status === 'shipped' ? '订单已发货' : '只有已支付待发货的订单可以发货',
    );
  }
  const row = (await findOrderById(ctx.db, order.id))!;
  return {
    ...payStateView(row),
    shipment: {
      company: input.company,
      companyName: expressName(input.company),
      trackingNumber: input.trackingNumber,
      shippedAt: nowIso,
    },
  };
}

/**
 * GET /gxw-web-student/kuaidi100/queryTrack: the track of one of the caller's posted orders.
 * The carrier is asked at most once per parcel in TRACK_CACHE_MS, whatever the number of
 * readers or instances: the request that claims the row's queried_at asks, the others read
 * what is stored. A failed query keeps the previous track.
 */
export async function parcelTrack(
  ctx: CommerceContext,
  userId: number,
  orderId: number,
): Promise<ParcelTrack> {
  const order = await ownOrder(ctx, userId, orderId);
  if (!order.ship_company || !order.tracking_number || !order.shipped_at) {
    throw new ApiError(ApiCode.BAD_REQUEST, '订单尚未发货，暂无物流信息');
  }
  const company = order.ship_company;
  const number = order.tracking_number;
  const now = new Date();
  const nowIso = now.toISOString();

  let row = await findParcel(ctx.db, company, number);
  const stale = (r: ParcelRow) =>
    now.getTime() - new Date(r.queried_at).getTime() >= TRACK_CACHE_MS;
  const mine = row
    ? stale(row) && (await claimRefresh(ctx.db, row.id, row.queried_at, nowIso))
    : await claimNewParcel(ctx.db, company, number, nowIso);
  if (mine) {
    try {
      const result = await ctx.parcels.query({
        company,
        trackingNumber: number,
        phone: order.recv_phone ?? '',
        to: cityOf(order.recv_address ?? ''),
        shippedAt: order.shipped_at,
      });
      await storeTrack(
        ctx.db,
        company,
        number,
        result.state,
        JSON.stringify(result.traces),
        nowIso,
      );
    } catch (err) {
      ctx.log.warn({ err, company, number }, 'parcel track query failed; keeping the last one');
    }
    row = await findParcel(ctx.db, company, number);
  } else if (!row) {
    row = await findParcel(ctx.db, company, number);
  }
  const traces = row ? parseTraces(row.traces) : [];
  const state = row?.state ?? null;
  return {
    orderId: order.id,
    company,
    companyName: expressName(company),
    trackingNumber: number,
    state,
    stateText: parcelStateText(state),
    signed: state === 3,
    traces,
    queriedAt: row?.queried_at ?? nowIso,
  };
}

/** The city of a one-line address (北京市海淀区… → 北京市), for the carrier's routing hint. */
function cityOf(address: string): string {
  const match = /^(?:.+?(?:省|自治区))?(.+?(?:市|自治州|地区|盟))/.exec(address);
  return match?.[1] ?? '';
}

function parseTraces(json: string): TrackTrace[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: { time?: unknown; context?: unknown; location?: unknown }) =>
      typeof item.time === 'string' && typeof item.context === 'string'
        ? [{ time: item.time, context: item.context, location: String(item.location ?? '') }]
        : [],
    );
  } catch {
    return [];
  }
}
