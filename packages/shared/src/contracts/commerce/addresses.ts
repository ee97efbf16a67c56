import { Type, type Static } from 'typebox';
import { Msg } from '../../messages.ts';
import { PHONE_PATTERN } from '../../validation.ts';
import { endpoint } from '../contract.ts';

/**
 * Delivery addresses (收货地址) and the national division data (province → city → district)
 * the address form's cascader reads. A person keeps at most ADDRESS_LIMIT addresses.
 */
const TAG = '收货地址';

export const ADDRESS_LIMIT = 20;

export const Address = Type.Object({
  id: Type.Integer(),
  /** 收货人 */
  name: Type.String(),
  phone: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  /** 市辖区 / 县 for the four municipalities, as the national table has it. */
  cityName: Type.String(),
  districtCode: Type.String(),
  districtName: Type.String(),
  /** Street, building, room. */
  detail: Type.String(),
  /** Six digits, or empty when not given. */
  postcode: Type.String(),
  isDefault: Type.Boolean(),
  /** The whole address in one line, as a parcel label reads (municipality placeholders left out). */
  fullAddress: Type.String(),
});
export type Address = Static<typeof Address>;

/** One level of the division table. */
export const District = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** No level below (a district, or a town of a city without districts). */
  isLeaf: Type.Boolean(),
});
export type District = Static<typeof District>;

const AddressId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '缺少地址编号', default: '地址编号不正确' },
});

export const ListAddresses = endpoint({
  method: 'GET',
  path: '/pc/address/index',
  tag: TAG,
  summary: '我的收货地址（默认地址在前，最多20个）',
  data: Type.Array(Address),
});

/**
 * Adds an address, or changes the caller's address `id` when given. The district chain must be
 * a real one of the national table; the names are taken from it, not from the client.
 */
export const SaveAddress = endpoint({
  method: 'POST',
  path: '/pc/newaddress',
  tag: TAG,
  summary: '新增或修改收货地址（带 id 为修改；省市区须为真实行政区划）',
  body: Type.Object({
    id: Type.Optional(AddressId),
    name: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '\\S',
      errorMessage: { required: '请填写收货人', default: '收货人姓名应为1-20个字' },
    }),
    phone: Type.String({
      minLength: 1,
      maxLength: 11,
      pattern: PHONE_PATTERN.source,
      errorMessage: { required: Msg.phoneRequired, default: Msg.phoneInvalidPlain },
    }),
    provinceCode: Type.String({
      minLength: 1,
      pattern: '^\\d{2}$',
      errorMessage: { required: '请选择省份', default: '省份不正确' },
    }),
    cityCode: Type.String({
      minLength: 1,
      pattern: '^\\d{4}$',
      errorMessage: { required: '请选择城市', default: '城市不正确' },
    }),
    districtCode: Type.String({
      minLength: 1,
      pattern: '^(\\d{6}|\\d{9})$',
      errorMessage: { required: '请选择区县', default: '区县不正确' },
    }),
    detail: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      errorMessage: { required: '请填写详细地址', default: '详细地址应为1-100个字' },
    }),
    postcode: Type.Optional(
      Type.String({ pattern: '^(\\d{6})?$', errorMessage: '邮政编码应为6位数字' }),
    ),
    /** JSON true/false, or the text 'true' / 'false' of a form. */
    isDefault: Type.Optional(Type.Boolean({ errorMessage: '默认地址的取值不正确' })),
  }),
  data: Address,
});

export const DeleteAddress = endpoint({
  method: 'GET',
  path: '/pc/address/delete',
  tag: TAG,
  summary: '删除收货地址（删除默认地址时，最近使用的另一个成为默认）',
  querystring: Type.Object({ id: AddressId }),
  data: Type.Object({ id: Type.Integer() }),
});

export const SetDefaultAddress = endpoint({
  method: 'POST',
  path: '/pc/address/default',
  tag: TAG,
  summary: '设为默认收货地址',
  body: Type.Object({ id: AddressId }),
  data: Address,
});

/** Without `code`: the provinces; with a province or city code: the level below it. */
export const ListDistricts = endpoint({
  method: 'GET',
  path: '/pc/districts',
  tag: TAG,
  summary: '行政区划（省 → 市 → 区县，逐级读取）',
  querystring: Type.Object({
    code: Type.Optional(
      Type.String({ pattern: '^(\\d{2}|\\d{4})$', errorMessage: '行政区划代码不正确' }),
    ),
  }),
  data: Type.Array(District),
});
