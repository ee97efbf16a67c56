import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  ConsoleGoodsMsg,
  GOODS_CONTENTS_MAX,
  GOODS_DESCRIPTION_MAX,
  GOODS_SUBTITLE_MAX,
  GOODS_TITLE_MAX,
  STOCK_CHANGE_MAX,
} from '@shangan/shared';
import type { GoodsOptions } from '../../api/console-goods';
import { check, MONEY, originalPriceRule, outside, pictureUrlRules } from '../../lib/form-checks';
import { YuanInput } from '../yuan-input';
import { contentsOf, isbnOf } from './book-values';

/** The contract's longest author, publisher and edition, and chapter title of the contents. */
const TEXT_MAX = 40;
const CHAPTER_MAX = 60;
const ISBN = /^(\d{9}[\dX]|\d{13})$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const textRules: Rule[] = [{ max: TEXT_MAX, message: ConsoleGoodsMsg.textTooLong }];

// The same limits the server applies; the server still has the last word.
const RULES = {
  title: [
    { required: true, whitespace: true, message: ConsoleGoodsMsg.titleRequired },
    { max: GOODS_TITLE_MAX, message: ConsoleGoodsMsg.titleTooLong },
  ],
  subtitle: [{ max: GOODS_SUBTITLE_MAX, message: ConsoleGoodsMsg.subtitleTooLong }],
  // A book is never free: the server refuses a price of 0.
  price: [
    check<string>(ConsoleGoodsMsg.priceInvalid, (price) => {
      const text = price?.trim() ?? '';
      return !MONEY.test(text) || Number(text) <= 0;
    }),
  ],
  maxPerOrder: [check<number | null>(ConsoleGoodsMsg.maxPerOrderInvalid, outside(1, 99))],
  weightGrams: [check<number | null>(ConsoleGoodsMsg.weightInvalid, outside(0, 20_000))],
  coverUrl: pictureUrlRules(ConsoleGoodsMsg.coverInvalid),
  isbn: [
    check<string>(ConsoleGoodsMsg.isbnInvalid, (isbn) => {
      const digits = isbnOf(isbn);
      return digits !== '' && !ISBN.test(digits);
    }),
  ],
  publishedOn: [
    check<string>(ConsoleGoodsMsg.publishedOnInvalid, (month) => {
      const text = month?.trim() ?? '';
      return text !== '' && !MONTH.test(text);
    }),
  ],
  pages: [check<number | null>(ConsoleGoodsMsg.pagesInvalid, outside(0, 5000))],
  description: [{ max: GOODS_DESCRIPTION_MAX, message: ConsoleGoodsMsg.descriptionTooLong }],
  contents: [
    check<string>(ConsoleGoodsMsg.contentsInvalid, (text) => {
      const chapters = contentsOf(text);
      return (
        chapters.length > GOODS_CONTENTS_MAX ||
        chapters.some((chapter) => chapter.length > CHAPTER_MAX)
      );
    }),
  ],
  initialStock: [
    check<number | null>(ConsoleGoodsMsg.initialStockInvalid, outside(0, STOCK_CHANGE_MAX)),
  ],
} satisfies Record<string, Rule[]>;

const wide = { style: { width: '100%' } };

/**
 * The book's fields, as the shop's book page shows them. A new book (`isNew`) also takes its
 * first stock; after that, stock changes only through 库存变动, which keeps a reason.
 */
export function BookFields({ options, isNew }: { options: GoodsOptions; isNew: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="title" label="书名" rules={RULES.title}>
            <Input showCount maxLength={GOODS_TITLE_MAX} placeholder="如：2027国考申论范文精讲" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="categoryId" label="分类">
            <Select
              allowClear
              placeholder="不分类"
              options={options.categories.map((category) => ({
                value: category.id,
                label: category.name,
              }))}
              notFoundContent="还没有图书分类"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="subtitle" label="副标题" rules={RULES.subtitle}>
        <Input
          showCount
          maxLength={GOODS_SUBTITLE_MAX}
          placeholder="一句话说明图书特点（可不填）"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="price" label="售价（元）" rules={RULES.price}>
            <YuanInput placeholder="如 39.80" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="originalPrice"
            label="原价（元）"
            dependencies={['price']}
            rules={[originalPriceRule(ConsoleGoodsMsg.originalPriceInvalid)]}
            extra="划线价，可不填"
          >
            <YuanInput placeholder="不填" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="maxPerOrder" label="每单限购" rules={RULES.maxPerOrder}>
            <InputNumber min={1} max={99} precision={0} suffix="本" {...wide} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="weightGrams"
            label="重量（克）"
            rules={RULES.weightGrams}
            extra="用于计算运费"
          >
            <InputNumber min={0} max={20_000} precision={0} {...wide} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="author" label="作者" rules={textRules}>
            <Input maxLength={TEXT_MAX} placeholder="如：上岸公考研究院" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="publisher" label="出版社" rules={textRules}>
            <Input maxLength={TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="edition" label="版次" rules={textRules}>
            <Input maxLength={TEXT_MAX} placeholder="如：第3版" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="isbn" label="ISBN" rules={RULES.isbn} extra="10 位或 13 位，可带连字符">
            <Input maxLength={20} placeholder="如：978-7-5000-0000-0" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="publishedOn" label="出版年月" rules={RULES.publishedOn}>
            <Input maxLength={7} placeholder="如：2026-03" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="pages" label="页数" rules={RULES.pages}>
            <InputNumber min={0} max={5000} precision={0} {...wide} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="coverUrl"
        label="封面图片地址"
        rules={RULES.coverUrl}
        extra="不填则保存时自动生成一张封面"
      >
        <Input maxLength={255} placeholder="https:// 或 / 开头的图片地址（可不填）" />
      </Form.Item>
      <Form.Item name="description" label="图书介绍" rules={RULES.description}>
        <Input.TextArea
          showCount
          maxLength={GOODS_DESCRIPTION_MAX}
          autoSize={{ minRows: 4, maxRows: 12 }}
          placeholder="内容特色、适合读者等"
        />
      </Form.Item>
      <Form.Item
        name="contents"
        label="目录"
        rules={RULES.contents}
        extra={`每行一章，最多 ${GOODS_CONTENTS_MAX} 章，每章标题不超过 ${CHAPTER_MAX} 个字`}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 16 }}
          placeholder={'第一章 申论基础\n第二章 归纳概括'}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item
            name="onSale"
            label="上架状态"
            valuePropName="checked"
            extra="在售的图书出现在网站的图书商城中"
          >
            <Switch checkedChildren="在售" unCheckedChildren="已下架" aria-label="在售" />
          </Form.Item>
        </Col>
        {isNew && (
          <Col xs={12} md={8}>
            <Form.Item
              name="initialStock"
              label="初始库存"
              rules={RULES.initialStock}
              extra="之后的入库、出库请用“库存变动”"
            >
              <InputNumber min={0} max={STOCK_CHANGE_MAX} precision={0} suffix="本" {...wide} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
