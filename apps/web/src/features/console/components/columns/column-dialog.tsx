import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import {
  COLUMN_TITLE_MAX,
  ConsoleColumnMsg,
  PICTURE_ADDRESS,
  SITE_DIR_PATTERN,
  URL_MAX,
} from '@shangan/shared';
import type { ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { useSaveConsoleColumn } from '../../api/console-columns';
import { check } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { PicturePreview } from '../site-content/picture-preview';
import { charCount } from '../site-content/site-choice';
import { allColumns, type ColumnFields } from './column-rows';

/**
 * What the dialog is open for: a new column (under `parent`, or a root when null), or a column
 * changed (`parent`: its root now, null for a root).
 */
export type ColumnTarget =
  | { kind: 'new'; parent: ConsoleColumn | null }
  | { kind: 'edit'; column: ColumnFields; parent: ConsoleColumn | null };

/** The parent choice for 一级栏目 (a select cannot hold null as a choice). */
const ROOT = 0;

interface ColumnValues {
  parentId: number;
  title: string;
  dir: string;
  image: string;
}

function titleOf(target: ColumnTarget): string {
  if (target.kind === 'new') {
    return target.parent ? `新建二级栏目：${target.parent.title}` : '新建一级栏目';
  }
  return `修改栏目：${target.column.title}`;
}

/**
 * The checks the server makes that the tree shown can make too: the same title among the
 * siblings under the parent chosen, and a directory another column has. The server still has
 * the last word (someone else may have changed the tree meanwhile).
 */
function rulesOf(columns: readonly ConsoleColumn[], self: number | null) {
  const others = allColumns(columns).filter((column) => column.id !== self);
  const title: Rule[] = [
    check<string>(ConsoleColumnMsg.titleRequired, (text) => charCount(text) === 0),
    check<string>(ConsoleColumnMsg.titleTooLong, (text) => charCount(text) > COLUMN_TITLE_MAX),
    ({ getFieldValue }) => ({
      validator: (_, text: string | undefined) => {
        const parentId = getFieldValue('parentId') as number;
        const siblings =
          parentId === ROOT
            ? columns
            : (columns.find((column) => column.id === parentId)?.children ?? []);
        const taken = siblings.some(
          (column) => column.id !== self && column.title === (text ?? '').trim(),
        );
        return taken ? Promise.reject(new Error(ConsoleColumnMsg.titleTaken)) : Promise.resolve();
      },
    }),
  ];
  const dir: Rule[] = [
    check<string>(
      ConsoleColumnMsg.dirInvalid,
      (text) => !SITE_DIR_PATTERN.test(text?.trim() ?? ''),
    ),
    {
      validator: (_, text: string | undefined) => {
        const owner = others.find((column) => column.dir === (text ?? '').trim());
        return owner
          ? Promise.reject(new Error(ConsoleColumnMsg.dirTaken(owner.title)))
          : Promise.resolve();
      },
    },
  ];
  const image: Rule[] = [
    check<string>(ConsoleColumnMsg.imageInvalid, (url) => {
      const address = url?.trim() ?? '';
      return address !== '' && (address.length > URL_MAX || !PICTURE_ADDRESS.test(address));
    }),
  ];
  return { title, dir, image };
}

/**
 * 新建一级栏目 / 新建二级栏目 / 修改: a column's title, directory (part of its pages' address),
 * header picture and parent. A root with sub-columns stays a root; a column moved under another
 * goes last there.
 */
export function ColumnDialog({
  target,
  columns,
  onClose,
}: {
  /** Undefined when closed. */
  target: ColumnTarget | undefined;
  /** The tree as shown: the parents to choose from, the titles and directories taken. */
  columns: readonly ConsoleColumn[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<ColumnValues>();
  const save = useSaveConsoleColumn();
  // The last target stays shown while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== undefined && target !== shown) setShown(target);
  // Each opening starts from what it was opened on: the form keeps no value of the last one.
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const current = target ?? shown;
  const editing = current?.kind === 'edit' ? current.column : null;
  const parentId = Form.useWatch('parentId', form) ?? ROOT;
  const image = Form.useWatch('image', form);
  const ownChildren = editing
    ? (columns.find((column) => column.id === editing.id)?.children.length ?? 0)
    : 0;
  const rules = rulesOf(columns, editing?.id ?? null);
  const parents = [
    { value: ROOT, label: '无（作为一级栏目）' },
    ...columns
      .filter((column) => column.id !== editing?.id)
      .map((column) => ({ value: column.id, label: column.title })),
  ];

  return (
    <FormDialog<ColumnValues>
      open={target !== undefined}
      title={current ? titleOf(current) : ''}
      width={560}
      form={form}
      name="column"
      initialValues={{
        parentId: current?.parent?.id ?? ROOT,
        title: editing?.title ?? '',
        dir: editing?.dir ?? '',
        image: editing?.image ?? '',
      }}
      pending={save.isPending}
      savedMessage={ConsoleColumnMsg.saved}
      onSave={(values) =>
        save.mutateAsync({
          id: editing?.id ?? null,
          parentId: values.parentId === ROOT ? null : values.parentId,
          title: values.title.trim(),
          dir: values.dir.trim(),
          image: (values.image ?? '').trim(),
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="parentId"
        label="上级栏目"
        extra={
          ownChildren > 0
            ? ConsoleColumnMsg.hasChildrenCannotMove
            : editing && parentId !== (current?.parent?.id ?? ROOT)
              ? '换到别的上级后，排在那里的最后'
              : undefined
        }
      >
        <Select
          options={parents}
          disabled={ownChildren > 0}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="title" label="栏目名称" rules={rules.title} dependencies={['parentId']}>
        <Input maxLength={COLUMN_TITLE_MAX} showCount placeholder="如：考试公告" />
      </Form.Item>
      <Form.Item
        name="dir"
        label="目录名"
        rules={rules.dir}
        extra={
          editing
            ? '用于栏目页的网址（小写字母开头，可含数字和连字符）；修改后原来的网址将打不开'
            : '用于栏目页的网址：小写字母开头，2-32 位小写字母、数字或连字符，如 guokao'
        }
      >
        <Input maxLength={32} placeholder="如：guokao" />
      </Form.Item>
      <Form.Item
        label="头图地址"
        extra={
          parentId === ROOT
            ? '栏目页顶部的横幅图片，以 https:// 或 / 开头；不填则不显示'
            : '以 https:// 或 / 开头，可不填；二级栏目的页面显示其一级栏目的头图'
        }
      >
        <Form.Item name="image" noStyle rules={rules.image}>
          <Input placeholder="https://… 或 /uploads/…" aria-label="头图地址" />
        </Form.Item>
        <PicturePreview url={image} />
      </Form.Item>
    </FormDialog>
  );
}
