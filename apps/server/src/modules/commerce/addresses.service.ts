import { ApiCode } from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import {
  ADDRESS_LIMIT,
  type Address,
  type SaveAddress,
} from '@shangan/shared/contracts/commerce/addresses';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { addressLockKey, type CommerceContext } from './commerce-context.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
} from './addresses.repository.ts';
import { fullAddress, resolveChain } from './districts.ts';

export const ADDRESS_NOT_FOUND = '收货地址不存在';

export function addressView(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    provinceCode: row.province_code,
    provinceName: row.province_name,
    cityCode: row.city_code,
    cityName: row.city_name,
    districtCode: row.district_code,
    districtName: row.district_name,
    detail: row.detail,
    postcode: row.postcode,
    isDefault: row.is_default === 1,
    fullAddress: fullAddress({
      provinceName: row.province_name,
      cityName: row.city_name,
      districtName: row.district_name,
      detail: row.detail,
    }),
  };
}

export async function addressList(ctx: CommerceContext, userId: number): Promise<Address[]> {
  return (await listAddresses(ctx.db, userId)).map(addressView);
}

/** The caller's address by id; another person's answers as if it did not exist. */
export async function ownAddress(ctx: CommerceContext, userId: number, id: number) {
  const row = await findAddress(ctx.db, userId, id);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ADDRESS_NOT_FOUND);
  return row;
}

/** The address asked for, else the person's default (null when they have none). */
export async function addressOrDefault(
  ctx: CommerceContext,
  userId: number,
  id: number | undefined,
): Promise<AddressRow | null> {
  if (id !== undefined) return ownAddress(ctx, userId, id);
  return (await findDefaultAddress(ctx.db, userId)) ?? null;
}

/**
 * POST /pc/newaddress. The division names come from the national table, never from the
 * client; the first address becomes the default; at most ADDRESS_LIMIT per person, counted
 * under the person's lock so two parallel saves cannot pass the limit together.
 */
export async function saveAddress(
  ctx: CommerceContext,
  userId: number,
  input: BodyOf<typeof SaveAddress>,
): Promise<Address> {
  const chain = resolveChain(input.provinceCode, input.cityCode, input.districtCode);
  if (!chain) throw new ApiError(ApiCode.BAD_REQUEST, '所选省市区不存在，请重新选择');
  const fields = {
    name: input.name.trim(),
    phone: input.phone,
    province_code: input.provinceCode,
    province_name: chain.provinceName,
    city_code: input.cityCode,
    city_name: chain.cityName,
    district_code: input.districtCode,
    district_name: chain.districtName,
    detail: input.detail.trim(),
    postcode: input.postcode ?? '',
  };

  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, addressLockKey(userId));
    const nowIso = new Date().toISOString();
    let id = input.id;
    if (id !== undefined) {
      const current = await findAddress(trx, userId, id);
      if (!current) throw new ApiError(ApiCode.NOT_FOUND, ADDRESS_NOT_FOUND);
      // Unticking 默认 on the default address leaves it the default: one must always be.
      const isDefault = input.isDefault === true || current.is_default === 1 ? 1 : 0;
      await updateAddress(trx, userId, id, {
        ...fields,
        is_default: isDefault,
        updated_at: nowIso,
      });
      if (isDefault) await clearDefault(trx, userId, id, nowIso);
      return id;
    }
    const count = await countAddresses(trx, userId);
    if (count >= ADDRESS_LIMIT) {
      throw new ApiError(
        ApiCode.BAD_REQUEST,
        `收货地址最多保存${ADDRESS_LIMIT}个，请先删除不用的地址`,
      );
    }
    const isDefault = count === 0 || input.isDefault === true ? 1 : 0;
    id = (
      await insertAddress(trx, {
        user_id: userId,
        ...fields,
        is_default: isDefault,
        created_at: nowIso,
        updated_at: nowIso,
      })
    ).id;
    if (isDefault) await clearDefault(trx, userId, id, nowIso);
    return id;
  });
  return addressView(await ownAddress(ctx, userId, id));
}

export async function setDefaultAddress(
  ctx: CommerceContext,
  userId: number,
  id: number,
): Promise<Address> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, addressLockKey(userId));
    if (!(await findAddress(trx, userId, id))) {
      throw new ApiError(ApiCode.NOT_FOUND, ADDRESS_NOT_FOUND);
    }
    const nowIso = new Date().toISOString();
    await updateAddress(trx, userId, id, { is_default: 1, updated_at: nowIso });
    await clearDefault(trx, userId, id, nowIso);
  });
  return addressView(await ownAddress(ctx, userId, id));
}

/** Deleting the default hands the role to the most recently changed other address. */
export async function removeAddress(ctx: CommerceContext, userId: number, id: number) {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, addressLockKey(userId));
    const current = await findAddress(trx, userId, id);
    if (!current || !(await deleteAddress(trx, userId, id))) {
      throw new ApiError(ApiCode.NOT_FOUND, ADDRESS_NOT_FOUND);
    }
    if (current.is_default === 1) {
      const next = await findDefaultAddress(trx, userId);
      if (next) await updateAddress(trx, userId, next.id, { is_default: 1 });
    }
  });
  return { id };
}
