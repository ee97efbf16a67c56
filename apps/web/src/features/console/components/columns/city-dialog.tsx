import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { CITY_NAME_MAX, CITY_PROVINCES, ConsoleColumnMsg, SITE_DIR_PATTERN } from '@shangan/shared';
import type { ConsoleCity } from '@shangan/shared/contracts/console/columns';
import { useSaveConsoleCity } from '../../api/console-columns';
import { check } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { charCount } from '../site-content/site-choice';

/** What the dialog is open for: a new city sub-site, or one changed. */
export type CityTarget = { city: ConsoleCity | null };

interface CityValues {
  name: string;
  province?: string;
  dir: string;
}

const PROVINCE_OPTIONS = CITY_PROVINCES.map((province) => ({ value: province, label: province }));

/** The server's checks the list shown can make too; the server still has the last word. */
function rulesOf(cities: readonly ConsoleCity[], self: number | null) {
  const others = cities.filter((city) => city.id !== self);
  const name: Rule[] = [
    check<string>(ConsoleColumnMsg.cityNameRequired, (text) => charCount(text) === 0),
    check<string>(ConsoleColumnMsg.cityNameTooLong, (text) => charCount(text) > CITY_NAME_MAX),
    check<string>(ConsoleColumnMsg.cityNameTaken, (text) =>
      others.some((city) => city.name === (text ?? '').trim()),
    ),
  ];
  const province: Rule[] = [
    check<string>(
      ConsoleColumnMsg.provinceInvalid,
      (value) => !CITY_PROVINCES.includes(value ?? ''),
    ),
  ];
  const dir: Rule[] = [
    check<string>(
      ConsoleColumnMsg.dirInvalid,
      (text) => !SITE_DIR_PATTERN.test(text?.trim() ?? ''),
    ),
    {
      validator: (_, text: string | undefined) => {
        const owner = others.find((city) => city.dir === (text ?? '').trim());
        return owner
          ? Promise.reject(new Error(ConsoleColumnMsg.dirTaken(owner.name)))
          : Promise.resolve();
      },
    },
  ];
  return { name, province, dir };
}

/** 新建分站 / 修改分站: a city sub-site's name, its province and its directory. */
export function CityDialog({
  target,
  cities,
  onClose,
}: {
  /** Undefined when closed. */
  target: CityTarget | undefined;
  /** The sub-sites as shown: the names and directories taken. */
  cities: readonly ConsoleCity[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<CityValues>();
  const save = useSaveConsoleCity();
  // The last target stays shown while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== undefined && target !== shown) setShown(target);
  // Each opening starts from what it was opened on: the form keeps no value of the last one.
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const city = (target ?? shown)?.city ?? null;
  const rules = rulesOf(cities, city?.id ?? null);

  return (
    <FormDialog<CityValues>
      open={target !== undefined}
      title={city ? `修改分站：${city.name}` : '新建分站'}
      form={form}
      name="city"
      initialValues={{ name: city?.name ?? '', province: city?.province, dir: city?.dir ?? '' }}
      pending={save.isPending}
      savedMessage={ConsoleColumnMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: city?.id ?? null,
          name: values.name.trim(),
          province: values.province ?? '',
          dir: values.dir.trim(),
        })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label="分站名称" rules={rules.name}>
        <Input maxLength={CITY_NAME_MAX} showCount placeholder="如：南京" />
      </Form.Item>
      <Form.Item name="province" label="所属省份" rules={rules.province}>
        <Select
          placeholder="选择省份"
          options={PROVINCE_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="dir"
        label="目录名"
        rules={rules.dir}
        extra={
          city
            ? '用于分站栏目页的网址；修改后原来的网址将打不开'
            : '用于分站栏目页的网址：小写字母开头，2-32 位小写字母、数字或连字符，如 nanjing'
        }
      >
        <Input maxLength={32} placeholder="如：nanjing" />
      </Form.Item>
    </FormDialog>
  );
}
