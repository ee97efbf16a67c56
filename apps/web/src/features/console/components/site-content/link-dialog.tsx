import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { LINK_ADDRESS, LINK_NAME_MAX, SiteContentMsg, URL_MAX } from '@shangan/shared';
import type { ConsoleFriendlyLink } from '@shangan/shared/contracts/console/site-content';
import { useSaveConsoleLink } from '../../api/save-console-link';
import { FormDialog } from '../form-dialog';
import { check } from '../../lib/form-checks';
import { charCount, cityIdOf, MAIN_SITE, siteOf, type SiteChoice } from './site-choice';

/** The link dialog as typed. */
export interface LinkValues {
  site: number;
  name: string;
  link: string;
}

const RULES: Record<keyof LinkValues, Rule[]> = {
  site: [],
  name: [
    check<string>(SiteContentMsg.linkNameRequired, (name) => charCount(name) === 0),
    check<string>(SiteContentMsg.linkNameTooLong, (name) => charCount(name) > LINK_NAME_MAX),
  ],
  link: [
    check<string>(SiteContentMsg.linkInvalid, (link) => {
      const address = link?.trim() ?? '';
      return address.length > URL_MAX || !LINK_ADDRESS.test(address);
    }),
  ],
};

const valuesOf = (link: ConsoleFriendlyLink | null, site: number): LinkValues =>
  link
    ? { site: siteOf(link.cityId), name: link.name, link: link.link }
    : { site, name: '', link: '' };

/** 新建链接 / 编辑链接: the site it shows on, its name and its address. */
export function LinkDialog({
  open,
  link,
  defaultSite = MAIN_SITE,
  sites,
  onClose,
}: {
  open: boolean;
  /** The link being changed; null for a new one. */
  link: ConsoleFriendlyLink | null;
  /** A new link's site. */
  defaultSite?: number;
  sites: SiteChoice[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<LinkValues>();
  const save = useSaveConsoleLink();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, link, form]);

  return (
    <FormDialog<LinkValues>
      open={open}
      title={link ? '编辑链接' : '新建链接'}
      form={form}
      name="friendly-link"
      initialValues={valuesOf(link, defaultSite)}
      pending={save.isPending}
      savedMessage={SiteContentMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: link?.id ?? null,
          cityId: cityIdOf(values.site),
          name: values.name.trim(),
          link: values.link.trim(),
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="site"
        label="显示站点"
        extra="主站的链接在主站和所有城市分站显示；选了城市分站的只在该分站显示"
      >
        <Select options={sites} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="name" label="名称" rules={RULES.name}>
        <Input maxLength={LINK_NAME_MAX} showCount placeholder="如：国家公务员局" />
      </Form.Item>
      <Form.Item
        name="link"
        label="地址"
        extra="站外以 http:// 或 https:// 开头，站内页面以 / 开头"
        rules={RULES.link}
      >
        <Input placeholder="https://…" />
      </Form.Item>
    </FormDialog>
  );
}
