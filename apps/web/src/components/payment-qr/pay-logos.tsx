/** The two payment methods' marks, drawn inline so the payment step needs no image files. */
export function WechatPayLogo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="微信支付">
      <rect width="32" height="32" rx="7" fill="#09bb07" />
      <ellipse cx="13" cy="13.5" rx="8.2" ry="6.8" fill="#fff" />
      <path d="m8.6 18.6-.9 3.2 3.4-1.9z" fill="#fff" />
      <ellipse
        cx="20.5"
        cy="18.8"
        rx="6.6"
        ry="5.4"
        fill="#fff"
        stroke="#09bb07"
        strokeWidth="1.4"
      />
      <path d="m24.2 22.6.8 2.6-2.9-1.6z" fill="#fff" />
      <circle cx="10.3" cy="12.2" r="1.1" fill="#09bb07" />
      <circle cx="15.7" cy="12.2" r="1.1" fill="#09bb07" />
      <circle cx="18.4" cy="17.8" r=".9" fill="#09bb07" />
      <circle cx="22.6" cy="17.8" r=".9" fill="#09bb07" />
    </svg>
  );
}

export function AlipayLogo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="支付宝">
      <rect width="32" height="32" rx="7" fill="#1677ff" />
      {/* 支: a cross stroke, the vertical, and the 又 below, as strokes. */}
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
        <path d="M8 9.5h16M16 5.5v8.5M9.5 14.5h12.5c-2.6 6-7.4 10.2-13.5 12" />
        <path d="M12.5 17.5c3 4 7.3 7.2 12 8.8" />
      </g>
    </svg>
  );
}
