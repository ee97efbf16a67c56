/** 张三 → 张**, 13800000001 → 138****0001: enough to tell learners apart, no more. */
export function maskName(name: string): string {
  if (/^1\d{10}$/.test(name)) return `${name.slice(0, 3)}****${name.slice(7)}`;
  const chars = [...name];
  if (chars.length === 0) return '匿名';
  return `${chars[0]}**`;
}
