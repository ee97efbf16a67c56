import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import type { Address, BookDetail, BookListItem } from '../types';
import AddressPage from './address-page';
import BookPage from './book-page';

const BOOK: BookListItem = {
  id: 5,
  kind: 'book',
  title: '行测高分题库',
  subtitle: '数量关系·判断推理·资料分析',
  cover: { url: '/covers/5.svg', width: 600, height: 800 },
  author: '上岸教研组',
  publisher: '上岸出版社',
  categoryId: 1,
  categoryName: '行测',
  price: '68.00',
  originalPrice: '88.00',
  stock: 320,
  soldOut: false,
  sales: 1200,
};
const SOLD_OUT: BookListItem = {
  ...BOOK,
  id: 6,
  title: '判断推理图形100讲',
  stock: 0,
  soldOut: true,
  originalPrice: null,
};
const DETAIL: BookDetail = {
  ...BOOK,
  sku: 'BK-0001-2026',
  isbn: '9787520314000',
  edition: '2026年版 · 第1次印刷',
  publishedOn: '2026-01',
  pages: 420,
  weightGrams: 650,
  description: '第一段。\n\n第二段。',
  contents: ['第一章 数量关系', '第二章 判断推理'],
  maxPerOrder: 10,
};

const ADDRESSES: Address[] = [
  {
    id: 3,
    name: '小岸',
    phone: '13800000001',
    provinceCode: '11',
    provinceName: '北京市',
    cityCode: '1101',
    cityName: '市辖区',
    districtCode: '110108',
    districtName: '海淀区',
    detail: '学院路30号',
    postcode: '100083',
    isDefault: true,
    fullAddress: '北京市海淀区学院路30号',
  },
  {
    id: 4,
    name: '小岸妈妈',
    phone: '13900000002',
    provinceCode: '44',
    provinceName: '广东省',
    cityCode: '4401',
    cityName: '广州市',
    districtCode: '440106',
    districtName: '天河区',
    detail: '天河路1号',
    postcode: '',
    isDefault: false,
    fullAddress: '广东省广州市天河区天河路1号',
  },
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

describe('BookPage', () => {
  beforeEach(() => {
    server.replies['GET /pc/books/categories'] = [
      { id: 1, name: '行测', count: 4 },
      { id: 2, name: '申论', count: 2 },
    ];
    server.replies['GET /pc/books/index'] = ({ categoryId }: Record<string, string>) =>
      categoryId === '2' ? { list: [], total: 0 } : { list: [BOOK, SOLD_OUT], total: 2 };
    server.replies['GET /pc/books/show'] = DETAIL;
  });

  it('shows covers at their stored size, prices and 售罄, and filters by category', async () => {
    renderAt(<BookPage />, '/book');
    const cover = await screen.findByRole('img', { name: '行测高分题库封面' });
    expect(cover.getAttribute('width')).toBe('600');
    expect(cover.getAttribute('height')).toBe('800');
    expect(cover.getAttribute('loading')).toBe('lazy');
    const soldOut = screen.getByRole('link', { name: /判断推理图形100讲/ });
    expect(within(soldOut).getAllByText('售罄').length).toBeGreaterThan(0);
    const card = screen.getByRole('link', { name: /行测高分题库/ });
    expect(within(card).getByText('￥68.00')).toBeTruthy();
    expect(within(card).getByText('￥88.00').tagName).toBe('DEL');

    fireEvent.click(screen.getByRole('tab', { name: '申论（2）' }));
    expect(await screen.findByText('该分类暂无图书')).toBeTruthy();
    expect(where()).toBe('/book?category=2');
  });

  it('opens a book over the list and leads 立即购买 to the confirm page', async () => {
    renderAt(<BookPage />, '/book');
    fireEvent.click(await screen.findByRole('link', { name: /行测高分题库/ }));
    const dialog = await screen.findByRole('dialog');
    expect(where()).toBe('/book?book=5');
    expect(await within(dialog).findByText('第一章 数量关系')).toBeTruthy();
    expect(within(dialog).getByText('每单限购 10 件')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('购买数量'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(where()).toBe('/confirmOrder?goodsId=5&quantity=2'));
  });
});

describe('AddressPage', () => {
  it('lists the addresses, sets a default and deletes after asking', async () => {
    server.replies['GET /pc/address/index'] = ADDRESSES;
    server.replies['POST /pc/address/default'] = { ...ADDRESSES[1], isDefault: true };
    server.replies['GET /pc/address/delete'] = { id: 4 };
    renderAt(<AddressPage />, '/personalCenter/address');
    const second = await screen.findByRole('listitem', { name: '收货地址：小岸妈妈' });
    expect(screen.getByText('已保存 2 个，最多 20 个')).toBeTruthy();
    // The default one offers no 设为默认.
    const first = screen.getByRole('listitem', { name: '收货地址：小岸' });
    expect(within(first).queryByRole('button', { name: '设为默认' })).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(server.calls('POST /pc/address/default')).toEqual([{ id: '4' }]));
    expect(server.notices).toContainEqual(['success', '已设为默认地址']);

    fireEvent.click(within(second).getByRole('button', { name: '删除' }));
    const ask = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!popup) throw new Error('no confirmation yet');
      return popup;
    });
    expect(within(ask).getByText('确定删除该收货地址吗？')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(server.calls('GET /pc/address/delete')).toEqual([{ id: '4' }]));
  });
});
