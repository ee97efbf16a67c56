import { QRCodeSVG } from '@rc-component/qrcode';

/**
 * A payment address drawn as a QR code, for gateways whose address only a scanner understands
 * (WeChat Pay Native). Loaded on its own (React.lazy) since most phones never need it. The
 * generator is the one antd's QRCode draws with, already installed with antd.
 */
export default function PayQr({ value, size }: { value: string; size: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={2}
      role="img"
      aria-label="支付二维码"
    />
  );
}
