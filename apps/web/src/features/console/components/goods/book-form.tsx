import { Button, Form, Space } from 'antd';
import { ConsoleGoodsMsg } from '@shangan/shared';
import type { ConsoleGoodsDetail } from '@shangan/shared/contracts/console/goods';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import type { GoodsOptions } from '../../api/console-goods';
import { useSaveConsoleGoods } from '../../api/save-console-goods';
import { checkedValues } from '../../lib/form-checks';
import { BookFields } from './book-fields';
import { toBookFields, valuesOf, type BookValues } from './book-values';
import { goodsListPath } from './goods-paths';

/**
 * The book's fields: a new book (`book` null) or a saved one. 保存 sends them all; a new book's
 * first save names it (`onCreated`), which opens it by its id.
 */
export function BookForm({
  book,
  options,
  onCreated,
}: {
  book: ConsoleGoodsDetail | null;
  options: GoodsOptions;
  onCreated: (id: number) => void;
}) {
  const [form] = Form.useForm<BookValues>();
  const saving = useSaveConsoleGoods();

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return;
    let saved: { id: number };
    try {
      saved = await saving.mutateAsync({
        ...(book ? { id: book.id } : { initialStock: values.initialStock ?? 0 }),
        ...toBookFields(values),
      });
    } catch (error) {
      // The client has shown the server's message; the form keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleGoodsMsg.saved);
    if (!book) onCreated(saved.id);
  };

  return (
    <Form<BookValues>
      form={form}
      name="book"
      layout="vertical"
      initialValues={valuesOf(book)}
      disabled={saving.isPending}
      requiredMark={false}
    >
      <BookFields options={options} isNew={!book} />
      <Space>
        <Button type="primary" loading={saving.isPending} onClick={() => void save()}>
          {book ? '保存' : '创建图书'}
        </Button>
        <LinkButton to={goodsListPath()} disabled={false}>
          返回列表
        </LinkButton>
      </Space>
    </Form>
  );
}
