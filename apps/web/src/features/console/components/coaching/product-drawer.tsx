import { Button, Drawer, Form, Input, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import {
  COACHING_COACHES_MAX,
  COACHING_INTRO_MAX,
  COACHING_SUBTITLE_MAX,
  COACHING_TITLE_MAX,
  ConsoleCoachingMsg,
} from '@shangan/shared';
import type {
  ConsoleCoach,
  ConsoleCoachingProduct,
  ConsoleCoachingProductDetail,
} from '@shangan/shared/contracts/console/coaching';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { isApiError } from '../../../../lib/api';
import { yuan } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import {
  useConsoleCoaches,
  useConsoleCoachingProduct,
  useSaveConsoleCoachingProduct,
} from '../../api/console-coaching';
import { checkedValues, originalPriceRule } from '../../lib/form-checks';
import { YuanInput } from '../yuan-input';
import styles from './coaching.module.css';
import { ProductTags } from './product-cards';
import { CoachOrderField, LinesField, ProgrammeField, problemRule } from './product-fields';
import {
  coachesProblem,
  depositDeductProblem,
  depositPriceProblem,
  introProblem,
  priceProblem,
  productBody,
  productValuesOf,
  subtitleProblem,
  titleProblem,
  yuanAmount,
  type ProductValues,
} from './product-values';

const RULES = {
  title: [problemRule<string>(titleProblem)],
  subtitle: [problemRule<string>(subtitleProblem)],
  price: [problemRule<string>(priceProblem)],
  originalPrice: [originalPriceRule(ConsoleCoachingMsg.originalPriceInvalid)],
  intro: [problemRule<string>(introProblem)],
  coachIds: [problemRule<number[]>(coachesProblem)],
  depositPrice: [problemRule<string>(depositPriceProblem)],
  depositDeduct: [
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_: unknown, deduct: string | undefined) => {
        const found = depositDeductProblem(
          deduct,
          getFieldValue('depositPrice') as string | undefined,
          getFieldValue('price') as string | undefined,
        );
        return found ? Promise.reject(new Error(found)) : Promise.resolve();
      },
    }),
  ],
};

/** 付 200 抵 500: what the deposit as typed does, and the price it must stay under. */
function DepositHint() {
  const form = Form.useFormInstance<ProductValues>();
  const price = Form.useWatch('price', form);
  const paid = Form.useWatch('depositPrice', form);
  const deduct = Form.useWatch('depositDeduct', form);
  const selling = yuanAmount(price);
  const limit = selling === null ? '须少于售价' : `须少于售价 ${yuan(price.trim())}`;
  const example =
    yuanAmount(paid) !== null && yuanAmount(deduct) !== null
      ? `学员付 ${paid.trim()} 元定金，购买时抵 ${deduct.trim()} 元`
      : '如：付 200 抵 500';
  return (
    <span>
      {example}；定金不超过抵扣金额，抵扣{limit}
    </span>
  );
}

/** The deposit's two sums, shown while 出售定金 is on. */
function DepositFields() {
  const on = Form.useWatch('depositOn', Form.useFormInstance<ProductValues>());
  if (!on) return null;
  return (
    <>
      <div className={styles.pair}>
        <Form.Item name="depositPrice" label="定金（元）" rules={RULES.depositPrice}>
          <YuanInput placeholder="如 200" />
        </Form.Item>
        <Form.Item
          name="depositDeduct"
          label="抵扣（元）"
          dependencies={['depositPrice', 'price']}
          rules={RULES.depositDeduct}
        >
          <YuanInput placeholder="如 500" />
        </Form.Item>
      </div>
      <p className={`${styles.muted} ${styles.depositHint}`}>
        <DepositHint />
      </p>
    </>
  );
}

/** The product's fields, from its content as last saved. */
function ProductForm({
  form,
  detail,
  coaches,
  onSubmit,
}: {
  form: ReturnType<typeof Form.useForm<ProductValues>>[0];
  detail: ConsoleCoachingProductDetail;
  coaches: ConsoleCoach[];
  onSubmit: () => void;
}) {
  return (
    <Form<ProductValues>
      form={form}
      name="coachingProduct"
      layout="vertical"
      requiredMark={false}
      initialValues={productValuesOf(detail)}
      onFinish={onSubmit}
    >
      <h3 className={styles.formSection}>基本信息</h3>
      <Form.Item name="title" label="名称" rules={RULES.title}>
        <Input showCount maxLength={COACHING_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题" rules={RULES.subtitle}>
        <Input showCount maxLength={COACHING_SUBTITLE_MAX} placeholder="一句话说明（可不填）" />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="price" label="售价（元）" rules={RULES.price}>
          <YuanInput placeholder="如 3980" />
        </Form.Item>
        <Form.Item
          name="originalPrice"
          label="原价（元，选填）"
          dependencies={['price']}
          rules={RULES.originalPrice}
          extra="划线价，须高于售价；不填则不显示"
        >
          <YuanInput placeholder="不填" />
        </Form.Item>
      </div>
      <Form.Item
        name="onSale"
        label="上架"
        valuePropName="checked"
        extra="下架后学员不能再购买这个产品"
      >
        <Switch checkedChildren="上架" unCheckedChildren="下架" />
      </Form.Item>
      <h3 className={styles.formSection}>产品页内容</h3>
      <Form.Item name="intro" label="介绍" rules={RULES.intro}>
        <Input.TextArea
          showCount
          maxLength={COACHING_INTRO_MAX}
          autoSize={{ minRows: 4, maxRows: 12 }}
        />
      </Form.Item>
      <LinesField name="highlights" label="亮点" placeholder="如：名师一对一批改" />
      <LinesField name="suits" label="适合人群" placeholder="如：首次备考省考的考生" />
      <ProgrammeField />

      <h3 className={styles.formSection}>老师与定金</h3>
      <Form.Item
        name="coachIds"
        label="辅导老师"
        rules={RULES.coachIds}
        extra={`按产品页显示的顺序排列，最多 ${COACHING_COACHES_MAX} 位；还有未上时段的老师不能移出`}
      >
        <CoachOrderField coaches={coaches} />
      </Form.Item>

      <Form.Item
        name="depositOn"
        label="出售定金"
        valuePropName="checked"
        extra="学员可先付定金，购买产品时抵扣；关闭后定金下架"
      >
        <Switch />
      </Form.Item>
      <DepositFields />
    </Form>
  );
}

/**
 * 编辑产品: everything the product's page shows and sells — its names, price and original price,
 * on sale or not, its texts, the programme, its coaches in order and the deposit sold towards it.
 * The content is read afresh each opening; the fields are checked as the server checks them, and
 * the server still decides: its refusal (a coach with times to come taken out …) is shown and
 * the drawer stays open with what was typed.
 */
export function ProductDrawer({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: ConsoleCoachingProduct;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProductValues>();
  const detail = useConsoleCoachingProduct(open ? product.id : undefined);
  const coaches = useConsoleCoaches(open);
  const save = useSaveConsoleCoachingProduct();
  const [refusal, setRefusal] = useState('');
  // The form starts from the content as read at this opening, not a copy kept from before.
  const ready = detail.isFetchedAfterMount && detail.data && coaches.data;

  const submit = async () => {
    if (save.isPending) return;
    const values = await checkedValues(form);
    if (!values || !detail.data) return;
    setRefusal('');
    try {
      await save.mutateAsync(productBody(values, detail.data.id));
    } catch (error) {
      // The client has shown the server's message; it stays by the button, with what was typed.
      if (isApiError(error)) {
        setRefusal(error.message);
        return;
      }
      throw error;
    }
    notify.success(ConsoleCoachingMsg.productSaved);
    onClose();
  };

  const failed = detail.error ?? coaches.error;
  let body;
  if (failed) {
    body = (
      <ReloadResult
        title="产品内容加载失败"
        error={failed}
        onReload={() => {
          if (detail.isError) void detail.refetch();
          if (coaches.isError) void coaches.refetch();
        }}
      />
    );
  } else if (!ready) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    body = (
      <ProductForm
        form={form}
        detail={detail.data}
        coaches={coaches.data}
        onSubmit={() => void submit()}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={`编辑产品：${product.title}`}
      extra={<ProductTags product={product} />}
      destroyOnHidden
      footer={
        <div className={styles.drawerFooter}>
          <span className={styles.refusal} role="alert">
            {refusal}
          </span>
          <span className={styles.drawerButtons}>
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
              loading={save.isPending}
              disabled={!ready}
              onClick={() => void submit()}
            >
              保存
            </Button>
          </span>
        </div>
      }
    >
      {body}
    </Drawer>
  );
}
