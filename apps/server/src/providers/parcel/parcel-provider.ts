/**
 * A parcel carrier's tracking as the shop sees it (`local` demo tracks or kuaidi100):
 * implementations never touch the database; the shop caches their answers.
 */
export interface ParcelProvider {
  readonly name: 'local' | 'kuaidi100';
  query(parcel: ParcelQuery): Promise<ParcelTrackResult>;
}

export interface ParcelQuery {
  /** kuaidi100's company code (shunfeng, zhongtong …). */
  company: string;
  trackingNumber: string;
  /** The recipient's phone: SF Express and a few others answer only with it. */
  phone?: string;
  /** The destination city, for a believable demo track. */
  to?: string;
  /** When the parcel was handed to the carrier (ISO). */
  shippedAt: string;
}

export interface TraceEntry {
  /** ISO-8601 UTC. */
  time: string;
  context: string;
  location: string;
}

export interface ParcelTrackResult {
  /** kuaidi100's state 0–8; null when the carrier knows nothing yet. */
  state: number | null;
  /** Newest first. */
  traces: TraceEntry[];
}

/** The carrier could not be asked or refused the query. */
export class ParcelQueryError extends Error {}

/** kuaidi100's states in the words a buyer reads. */
export const PARCEL_STATE_TEXT: Record<number, string> = {
  0: '运输中',
  1: '已揽收',
  2: '疑难件',
  3: '已签收',
  4: '退签',
  5: '派件中',
  6: '退回中',
  7: '转投中',
  8: '清关中',
};

export function parcelStateText(state: number | null): string {
  return state === null ? '暂无物流信息' : (PARCEL_STATE_TEXT[state] ?? '运输中');
}
