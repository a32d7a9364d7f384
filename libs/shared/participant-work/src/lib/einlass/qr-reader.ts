import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Served from the portal's own build: no CDN (CSP, no third parties, an offline door).
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the door needs of a barcode reader: the texts of the QR codes in a video frame. */
export interface QrReader {
  detect(frame: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

type BarcodeDetectorClass = typeof ZXingBarcodeDetector;

/** The browser's own BarcodeDetector, where it reads QR codes. */
async function nativeReader(): Promise<QrReader | undefined> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  const formats: readonly string[] = await Native.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : undefined;
}

/**
 * A reader of QR codes: the browser's own where it has one (Chrome on Android, macOS), else
 * ZXing compiled to WebAssembly (Firefox, Safari, Chromium on Linux). The WebAssembly is loaded
 * here, before the first frame, so that a failure shows at once.
 */
export async function createQrReader(): Promise<QrReader> {
  const native = await nativeReader();
  if (native) return native;
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new ZXingBarcodeDetector({ formats: ['qr_code'] });
}
