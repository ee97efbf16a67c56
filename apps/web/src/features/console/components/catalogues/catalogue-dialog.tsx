import { Form, Input, Switch } from 'antd';
import { useState } from 'react';
import type { Rule } from 'antd/es/form';
import { CATALOGUE_NAME_MAX, ConsoleCatalogueMsg } from '@shangan/shared';
import type { ConsoleCatalogueNode } from '@shangan/shared/contracts/console/catalogues';
import { useSaveConsoleCatalogue } from '../../api/console-catalogues';
import { check } from '../../lib/form-checks';
import { FormDialog } from '../form-dialog';
import { charCount } from '../site-content/site-choice';

/**
 * What the dialog is open for: a new module, a new knowledge point under `module`, or a node
 * changed (`module`: a point's module, null for a module).
 */
export type CatalogueTarget =
  | { kind: 'module' }
  | { kind: 'point'; module: ConsoleCatalogueNode }
  | { kind: 'edit'; node: ConsoleCatalogueNode; module: ConsoleCatalogueNode | null };

interface CatalogueValues {
  name: string;
  vipOnly: boolean;
}

const sameName = (a: string, b: string) => a.trim() === b.trim();

function nameRules(taken: readonly string[]): Rule[] {
  return [
    check<string>(ConsoleCatalogueMsg.nameRequired, (name) => charCount(name) === 0),
    check<string>(ConsoleCatalogueMsg.nameTooLong, (name) => charCount(name) > CATALOGUE_NAME_MAX),
    check<string>(ConsoleCatalogueMsg.nameTaken, (name) =>
      taken.some((other) => sameName(other, name ?? '')),
    ),
  ];
}

function titleOf(target: CatalogueTarget): string {
  if (target.kind === 'module') return '新建模块';
  if (target.kind === 'point') return `添加知识点：${target.module.name}`;
  return `${target.module ? '编辑知识点' : '编辑模块'}：${target.node.name}`;
}

/** The parent a node has or is to have: null for a module. */
function moduleOf(target: CatalogueTarget): ConsoleCatalogueNode | null {
  return target.kind === 'module' ? null : target.module;
}

/** What 仅会员 does, for a module or a point (which its module may already restrict). */
function vipHelp(target: CatalogueTarget): string {
  const module = moduleOf(target);
  if (!module) return '开启后，该模块及其下所有知识点的题目实际上只对会员开放练习';
  const through = module.vipOnly
    ? `；所属模块「${module.name}」已设为仅会员，不开启也只对会员开放`
    : '';
  return `开启后，该知识点下的题目实际上只对会员开放练习${through}`;
}

/**
 * 新建模块 / 添加知识点 / 编辑: a node's name and whether it is for members only. A new node goes
 * last among its siblings; a point's module is fixed (the row it was opened from).
 */
export function CatalogueDialog({
  target,
  subjectId,
  taken,
  onClose,
  onCreated,
}: {
  /** Undefined when closed. */
  target: CatalogueTarget | undefined;
  subjectId: number;
  /** The siblings' names: the same name is refused among them. */
  taken: readonly string[];
  onClose: () => void;
  /** A node was created (not changed). */
  onCreated?: (node: ConsoleCatalogueNode) => void;
}) {
  const [form] = Form.useForm<CatalogueValues>();
  const save = useSaveConsoleCatalogue();
  // The last target stays shown while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== undefined && target !== shown) setShown(target);
  const current = target ?? shown;
  const editing = current?.kind === 'edit' ? current.node : null;
  const module = current ? moduleOf(current) : null;
  const isModule = current !== undefined && !module;
  return (
    <FormDialog<CatalogueValues>
      key={editing ? editing.id : `${current?.kind ?? 'new'}-${module?.id ?? 0}`}
      open={target !== undefined}
      title={current ? titleOf(current) : ''}
      form={form}
      name="catalogue"
      initialValues={{ name: editing?.name ?? '', vipOnly: editing?.vipOnly ?? false }}
      pending={save.isPending}
      savedMessage={ConsoleCatalogueMsg.saved}
      onSave={async (values) => {
        const saved = await save.mutateAsync({
          id: editing?.id ?? null,
          subjectId,
          parentId: module?.id ?? null,
          name: values.name.trim(),
          vipOnly: values.vipOnly ?? false,
        });
        if (!editing) onCreated?.(saved);
      }}
      onClose={onClose}
    >
      {module && (
        <Form.Item label="所属模块">
          <span>{module.name}</span>
        </Form.Item>
      )}
      <Form.Item name="name" label={isModule ? '模块名称' : '知识点名称'} rules={nameRules(taken)}>
        <Input
          maxLength={CATALOGUE_NAME_MAX}
          showCount
          placeholder={isModule ? '如：言语理解与表达' : '如：逻辑填空'}
        />
      </Form.Item>
      <Form.Item
        name="vipOnly"
        label="仅会员"
        valuePropName="checked"
        extra={current ? vipHelp(current) : ''}
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
