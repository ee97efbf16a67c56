import QRCode from 'qrcode';

/**
 * The invitation poster's QR code (poster_qr_code_for_pc): a PNG data URL that opens the
 * registration page with the new member's invite code.
 */
export function invitePosterQr(publicUrl: string, inviteCode: string): Promise<string> {
  const link = `${publicUrl}/register?inviter=${encodeURIComponent(inviteCode)}`;
  return QRCode.toDataURL(link, { width: 240, margin: 1, errorCorrectionLevel: 'M' });
}
