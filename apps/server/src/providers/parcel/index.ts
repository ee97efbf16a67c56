import type { ParcelConfig } from '../../config/env.ts';
import { createKuaidi100 } from './kuaidi100.ts';
import { createLocalParcel } from './local-parcel.ts';
import type { ParcelProvider } from './parcel-provider.ts';

/**
 * The configured carrier tracking: kuaidi100 when PARCEL_PROVIDER=kuaidi100, else the local
 * demo tracks (which invent nothing when `invent` is off).
 */
export function createParcelProvider(config: ParcelConfig, invent: boolean): ParcelProvider {
  if (config.provider === 'kuaidi100' && config.kuaidi100) return createKuaidi100(config.kuaidi100);
  return createLocalParcel({ invent });
}

export type {
  ParcelProvider,
  ParcelQuery,
  ParcelTrackResult,
  TraceEntry,
} from './parcel-provider.ts';
export { ParcelQueryError, parcelStateText } from './parcel-provider.ts';
