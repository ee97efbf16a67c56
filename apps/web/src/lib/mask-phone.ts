/** 13800000001 → 138****0001: enough to recognise one's own number on a shared screen. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
