/**
 * The QR code to the car page, drawn into the sheet's <svg>. The encoder is loaded only now,
 * after the car is on screen, so the page's first paint never waits for it.
 */
import { PRINT_QR_ERROR_CORRECTION, qrCodePath } from '../../lib/cars/printable-car.ts';

export async function drawQrCode(svg: SVGSVGElement, url: string): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const { path, size } = qrCodePath(
    QRCode.create(url, { errorCorrectionLevel: PRINT_QR_ERROR_CORRECTION }).modules,
  );
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.querySelector('path')?.setAttribute('d', path);
  svg.dataset['ready'] = '';
}
