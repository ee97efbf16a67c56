/** Money is integer fen inside; yuan strings with two decimals only at the API edge. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan as staff type it ("12", "12.5", "12.50", already checked by the contract) to fen. */
export function yuanToFen(yuan: string): number {
  const [whole, part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
