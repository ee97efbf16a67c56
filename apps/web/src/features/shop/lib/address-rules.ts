import { Msg, PHONE_PATTERN } from '@shangan/shared';

/**
 * The same limits and words as the server's checks, so most mistakes are caught here first: the
 * desktop's address form and the mobile one alike.
 */
export const ADDRESS_RULES = {
  name: [
    { required: true, whitespace: true, message: '请填写收货人' },
    { max: 20, message: '收货人姓名应为1-20个字' },
  ],
  phone: [
    { required: true, message: Msg.phoneRequired },
    { pattern: PHONE_PATTERN, message: Msg.phoneInvalidPlain },
  ],
  region: [
    {
      validator: async (_rule: unknown, value: string[] | undefined) => {
        if (!value || value.length < 3) throw new Error('请选择所在地区');
      },
    },
  ],
  detail: [
    { required: true, whitespace: true, message: '请填写详细地址' },
    { max: 100, message: '详细地址应为1-100个字' },
  ],
  postcode: [{ pattern: /^(\d{6})?$/, message: '邮政编码应为6位数字' }],
};
