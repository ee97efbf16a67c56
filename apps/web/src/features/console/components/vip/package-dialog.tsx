import { Form, Input, InputNumber, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  ConsoleVipMsg,
  VIP_PACKAGE_DAYS_MAX,
  VIP_PACKAGE_DESCRIPTION_MAX,
  VIP_PACKAGE_INTRO_MAX,
  VIP_PACKAGE_NAME_MAX,
} from '@shangan/shared';
import type { ConsoleVipPackage } from '@shangan/shared/contracts/console/vip';
import { useSaveConsoleVipPackage } from '../../api/console-vip';
import { FormDialog } from '../form-dialog';
import { check, MONEY, outside } from '../../lib/form-checks';
import { YuanInput } from '../yuan-input';

interface PackageValues {
  name: string;
  days: number | null;
  price: string;
  discountPrice: string;
  showOriginPrice: boolean;
  isActivity: boolean;
  intro: string;
  description: string;
  onSale: boolean;
}

const EMPTY: PackageValues = {
  name: '',
  days: null,
  price: '',
  discountPrice: '',
  showOriginPrice: true,
  isActivity: false,
  intro: '',
  description: '',
  onSale: true,
};

const length = (text: string | undefined) => [...(text?.trim() ?? '')].length;

/** What the server checks, with its messages; the server still has the last word. */
const RULES: Partial<Record<keyof PackageValues, Rule[]>> = {
  name: [
    check<string>(ConsoleVipMsg.nameRequired, (name) => !name?.trim()),
    check<string>(ConsoleVipMsg.nameTooLong, (name) => length(name) > VIP_PACKAGE_NAME_MAX),
  ],
  days: [check<number | null>(ConsoleVipMsg.daysInvalid, outside(1, VIP_PACKAGE_DAYS_MAX))],
  price: [
    check<string>(
      ConsoleVipMsg.priceInvalid,
      (price) => !MONEY.test(price?.trim() ?? '') || Number(price) <= 0,
    ),
  ],
  discountPrice: [
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) => {
        const discount = value?.trim() ?? '';
        if (!discount) return Promise.resolve();
        const price = Number(String(getFieldValue('price') ?? '').trim());
        const fine = MONEY.test(discount) && Number(discount) > 0 && Number(discount) < price;
        return fine ? Promise.resolve() : Promise.reject(new Error(ConsoleVipMsg.discountInvalid));
      },
    }),
  ],
  intro: [
    check<string>(ConsoleVipMsg.introTooLong, (intro) => length(intro) > VIP_PACKAGE_INTRO_MAX),
  ],
  description: [
    check<string>(
      ConsoleVipMsg.descriptionTooLong,
      (text) => length(text) > VIP_PACKAGE_DESCRIPTION_MAX,
    ),
  ],
};

function valuesOf(pkg: ConsoleVipPackage | null): PackageValues {
  if (!pkg) return EMPTY;
  const { name, days, price, discountPrice, showOriginPrice, isActivity, intro, description } = pkg;
  return {
    name,
    days,
    price,
    discountPrice,
    showOriginPrice,
    isActivity,
    intro,
    description,
    onSale: pkg.onSale,
  };
}

/**
 * 新建套餐 / 修改套餐 of one tier. A new price applies to orders made from now on; what was
 * sold keeps its price.
 */
export function PackageDialog({
  target,
  onClose,
}: {
  /** The tier and the package being changed (null: a new one); null when closed. */
  target: { productId: number; productName: string; pkg: ConsoleVipPackage | null } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PackageValues>();
  const save = useSaveConsoleVipPackage();

  const title = target ? `${target.pkg ? '修改套餐' : '新建套餐'} · ${target.productName}` : '套餐';
  return (
    <FormDialog<PackageValues>
      key={target?.pkg?.id ?? 'new'}
      open={target !== null}
      title={title}
      form={form}
      name="vip-package"
      initialValues={valuesOf(target?.pkg ?? null)}
      pending={save.isPending}
      savedMessage={ConsoleVipMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: target?.pkg?.id ?? null,
          productId: target?.productId ?? 0,
          name: values.name.trim(),
          days: values.days ?? 0,
          price: values.price.trim(),
          discountPrice: (values.discountPrice ?? '').trim(),
          showOriginPrice: values.showOriginPrice,
          isActivity: values.isActivity,
          intro: (values.intro ?? '').trim(),
          description: (values.description ?? '').trim(),
          onSale: values.onSale,
        })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label="套餐名称" rules={RULES.name}>
        <Input maxLength={VIP_PACKAGE_NAME_MAX} showCount placeholder="如：年卡" />
      </Form.Item>
      <Form.Item
        name="days"
        label="会员天数"
        rules={RULES.days}
        extra="同一等级的套餐按天数由短到长排列，变更套餐只能换到更长的"
      >
        <InputNumber min={1} max={VIP_PACKAGE_DAYS_MAX} precision={0} addonAfter="天" />
      </Form.Item>
      <Form.Item name="price" label="原价（元）" rules={RULES.price}>
        <YuanInput placeholder="如 299" />
      </Form.Item>
      <Form.Item
        name="discountPrice"
        label="优惠价（元）"
        extra="留空为不优惠；填写后按优惠价收款"
        dependencies={['price']}
        rules={RULES.discountPrice}
      >
        <YuanInput placeholder="不优惠" />
      </Form.Item>
      <Form.Item name="showOriginPrice" label="划线显示原价" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isActivity" label="活动套餐（醒目展示）" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="intro" label="角标文字" rules={RULES.intro}>
        <Input maxLength={VIP_PACKAGE_INTRO_MAX} showCount placeholder="如：限时特惠" />
      </Form.Item>
      <Form.Item name="description" label="套餐说明" rules={RULES.description}>
        <Input.TextArea
          maxLength={VIP_PACKAGE_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="onSale" label="在售" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
