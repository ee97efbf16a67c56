import { useQueries } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useState } from 'react';
import { districtsQuery } from '../api/districts';
import type { District } from '../types';

/** province, city, district (or town): the codes of the national division table. */
export type RegionValue = [string, string, string];

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

interface DistrictCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-invalid'?: boolean;
}

/**
 * 所在地区: province → city → district, each level read from /pc/districts when it is opened.
 * The levels of a value given from outside (an address being edited) are read at once, so
 * its names show without opening anything.
 */
export function DistrictCascader({ id, value, onChange, ...rest }: DistrictCascaderProps) {
  // '' is the provinces; then every province and city whose level below was asked for.
  const [opened, setOpened] = useState<string[]>([]);
  const codes = ['', ...new Set([...(value ?? []).slice(0, 2), ...opened])];
  const levels = useQueries({ queries: codes.map((code) => districtsQuery(code)) });
  const byParent = new Map<string, District[]>();
  codes.forEach((code, index) => {
    const data = levels[index]?.data;
    if (data) byParent.set(code, data);
  });

  const build = (parent: string): RegionOption[] | undefined =>
    byParent.get(parent)?.map((district) => {
      const children = district.isLeaf ? undefined : build(district.code);
      return {
        value: district.code,
        label: district.name,
        isLeaf: district.isLeaf,
        ...(children ? { children } : {}),
      };
    });

  return (
    <Cascader<RegionOption>
      id={id}
      aria-invalid={rest['aria-invalid']}
      options={build('') ?? []}
      value={value}
      placeholder="请选择省 / 市 / 区县"
      loading={levels[0]?.isPending}
      notFoundContent={levels[0]?.isError ? '地区加载失败，请稍后再试' : undefined}
      showSearch={false}
      onChange={(next) => onChange?.((next ?? []).map(String))}
      loadData={(selected) => {
        const target = selected.at(-1);
        if (!target || target.isLeaf) return;
        setOpened((codesOpened) =>
          codesOpened.includes(target.value) ? codesOpened : [...codesOpened, target.value],
        );
      }}
      changeOnSelect={false}
      style={{ width: '100%' }}
    />
  );
}
