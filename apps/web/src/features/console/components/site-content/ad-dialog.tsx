import { DatePicker, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import {
  AD_POSITION_NAMES,
  AD_SUBTITLE_MAX,
  AD_TITLE_MAX,
  LINK_ADDRESS,
  SiteContentMsg,
  URL_MAX,
  type AdPosition,
} from '@shangan/shared';
import type { ConsoleAd } from '@shangan/shared/contracts/console/site-content';
import { useSaveConsoleAd } from '../../api/save-console-ad';
import { FormDialog } from '../form-dialog';
import { check, pictureUrlRules } from '../../lib/form-checks';
import { adBody, adValuesOf, windowBroken, type AdValues, type TimeWindow } from './ad-values';
import { PicturePreview } from './picture-preview';
import { charCount, type SiteChoice } from './site-choice';

/** What the server checks, with its messages; the server still has the last word. */
const RULES: Partial<Record<keyof AdValues, Rule[]>> = {
  title: [
    check<string>(SiteContentMsg.adTitleRequired, (title) => charCount(title) === 0),
    check<string>(SiteContentMsg.adTitleTooLong, (title) => charCount(title) > AD_TITLE_MAX),
  ],
  subtitle: [
    check<string>(
      SiteContentMsg.adSubtitleTooLong,
      (subtitle) => charCount(subtitle) > AD_SUBTITLE_MAX,
    ),
  ],
  image: pictureUrlRules(SiteContentMsg.imageInvalid, URL_MAX),
  link: [
    check<string>(SiteContentMsg.adLinkInvalid, (link) => {
      const address = link?.trim() ?? '';
      return address.length > URL_MAX || !LINK_ADDRESS.test(address);
    }),
  ],
  window: [check<TimeWindow>(SiteContentMsg.windowInvalid, windowBroken)],
};

/**
 * 新建广告 / 编辑广告 of one position: the site it shows on, its words, picture and link, and
 * when it shows (either end may stay open: from now on, with no end).
 */
export function AdDialog({
  open,
  ad,
  position,
  sites,
  onClose,
}: {
  open: boolean;
  /** The ad being changed; null for a new one. */
  ad: ConsoleAd | null;
  position: AdPosition;
  sites: SiteChoice[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<AdValues>();
  const save = useSaveConsoleAd();
  const image = Form.useWatch('image', form);
  // Each opening starts from the ad (or afresh).
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, ad, form]);

  const where = AD_POSITION_NAMES[ad?.position ?? position];
  return (
    <FormDialog<AdValues>
      open={open}
      title={ad ? `编辑广告（${where}）` : `新建广告（${where}）`}
      width={560}
      form={form}
      name="site-ad"
      initialValues={adValuesOf(ad)}
      pending={save.isPending}
      savedMessage={SiteContentMsg.saved}
      onSave={(values) =>
        save.mutateAsync(adBody(values, ad?.position ?? position, ad?.id ?? null))
      }
      onClose={onClose}
    >
      <Form.Item
        name="site"
        label="显示站点"
        extra="主站的广告在主站和所有城市分站显示；选了城市分站的只在该分站显示"
      >
        <Select options={sites} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={RULES.title}>
        <Input maxLength={AD_TITLE_MAX} showCount placeholder="如：2027国考笔试冲刺班" />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题" rules={RULES.subtitle}>
        <Input maxLength={AD_SUBTITLE_MAX} showCount placeholder="选填" />
      </Form.Item>
      <Form.Item
        label="图片地址"
        extra={
          (ad?.position ?? position) === 'banner'
            ? '以 https:// 或 / 开头；首页轮播不填图片时，按标题自动绘制一张'
            : '以 https:// 或 / 开头'
        }
      >
        <Form.Item name="image" noStyle rules={RULES.image}>
          <Input placeholder="https://… 或 /uploads/…" aria-label="图片地址" />
        </Form.Item>
        <PicturePreview url={image} />
      </Form.Item>
      <Form.Item
        name="link"
        label="点击打开的地址"
        extra="站内页面以 / 开头，如 /course；站外以 http:// 或 https:// 开头"
        rules={RULES.link}
      >
        <Input placeholder="/course 或 https://…" />
      </Form.Item>
      <Form.Item
        name="window"
        label="展示时间"
        extra="开始、结束都可不填：不填开始为立即展示，不填结束为长期展示"
        rules={RULES.window}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={['立即开始', '长期展示']}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
}
