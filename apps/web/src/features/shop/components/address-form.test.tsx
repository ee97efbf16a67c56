import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../../test/browser-state';
import type { Address } from '../types';
import { AddressForm } from './address-form';

/** A corner of the division table: the levels /pc/districts answers by parent code. */
const DISTRICTS: Record<string, Array<{ code: string; name: string; isLeaf: boolean }>> = {
  '': [
    { code: '11', name: '北京市', isLeaf: false },
    { code: '44', name: '广东省', isLeaf: false },
  ],
  '44': [{ code: '4401', name: '广州市', isLeaf: false }],
  '4401': [{ code: '440106', name: '天河区', isLeaf: true }],
};

const ADDRESS: Address = {
  id: 3,
  name: '张三',
  phone: '13800000001',
  provinceCode: '44',
  provinceName: '广东省',
  cityCode: '4401',
  cityName: '广州市',
  districtCode: '440106',
  districtName: '天河区',
  detail: '天河路1号',
  postcode: '510000',
  isDefault: false,
  fullAddress: '广东省广州市天河区天河路1号',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/pc/districts') return envelopeResponse(404, 404, '');
      return envelopeResponse(200, 200, '', DISTRICTS[url.searchParams.get('code') ?? ''] ?? []);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(address: Address | null = null) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    // As the app's providers set it up: Chinese texts, no space inserted into 保存.
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <AddressForm address={address} onSubmit={onSubmit} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('AddressForm', () => {
  it('names every missing field in Chinese and sends nothing', async () => {
    const onSubmit = renderForm();
    save();
    for (const message of ['请填写收货人', Msg.phoneRequired, '请选择所在地区', '请填写详细地址']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a blank name, a bad phone, an over-long detail and a bad postcode', async () => {
    const onSubmit = renderForm();
    type('收货人', '   ');
    type('手机号码', '1380000');
    fireEvent.blur(field('手机号码'));
    type('详细地址', '街'.repeat(101));
    type('邮政编码', '1234');
    fireEvent.blur(field('邮政编码'));
    save();
    expect(await screen.findByText('请填写收货人')).toBeTruthy();
    expect(await screen.findByText(Msg.phoneInvalidPlain)).toBeTruthy();
    expect(await screen.findByText('邮政编码应为6位数字')).toBeTruthy();
    expect(await screen.findByText('详细地址应为1-100个字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an address being edited with its region names and sends its codes and id', async () => {
    const onSubmit = renderForm(ADDRESS);
    // The three levels of the saved region are read at once, so the names show.
    expect(await screen.findByText('广东省 / 广州市 / 天河区')).toBeTruthy();
    type('详细地址', '  天河路2号  ');
    fireEvent.click(screen.getByRole('checkbox', { name: '设为默认地址' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 3,
      name: '张三',
      phone: '13800000001',
      provinceCode: '44',
      cityCode: '4401',
      districtCode: '440106',
      detail: '天河路2号',
      postcode: '510000',
      isDefault: true,
    });
  });
});
