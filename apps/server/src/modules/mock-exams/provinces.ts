// Candidates are ranked by province. A position's province is read from its location (国考
// tables write 江苏省南京市…, 北京市西城区…), or, for a provincial exam whose locations start at
// the city (南京市玄武区), from the exam's name.
import { PROVINCES } from '@shangan/shared';

/** 江苏 for 江苏省, 内蒙古 for 内蒙古自治区, 广西 for 广西壮族自治区 … */
function shortName(province: string): string {
  return province
    .replace(/(壮族|回族|维吾尔)?自治区$/, '')
    .replace(/特别行政区$/, '')
    .replace(/[省市]$/, '');
}

/** The province a text names, by its full or its short name; '' when it names none. */
export function provinceIn(text: string): string {
  for (const province of PROVINCES) {
    if (text.startsWith(province) || text.startsWith(shortName(province))) return province;
  }
  for (const province of PROVINCES) {
    if (text.includes(province) || text.includes(shortName(province))) return province;
  }
  return '';
}

/** A province as a learner typed it (江苏, 江苏省), in its full name; '' when unknown. */
export function normalizeProvince(input: string): string {
  const text = input.trim();
  return PROVINCES.find((province) => province === text || shortName(province) === text) ?? '';
}

/** The province of a position: from its location, or from the name of its exam. */
export function provinceOfPosition(position: { location: string; examName: string }): string {
  return provinceIn(position.location) || provinceIn(position.examName);
}
