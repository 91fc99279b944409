import { Image, createCanvas } from '@napi-rs/canvas';

/**
 * The one module of the service that uses `@napi-rs/canvas` directly (pdf.js draws on it through its own
 * canvas factory): an image file (a scanned page's JPEG) decoded natively by Skia into RGBA pixels, so
 * the page need not be decoded by pdf.js's JavaScript decoder and drawn. `null` when Skia cannot read it
 * or its size is not the one the PDF declares.
 */
export async function decodeImage(file: Uint8Array, width: number, height: number): Promise<Uint8ClampedArray | null> {
  const image = new Image();
  try {
    image.src = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    // Skia decodes off the JavaScript thread: drawn before this, the image is blank.
    await image.decode();
  } catch {
    return null;
  }
  if (image.width !== width || image.height !== height) return null;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, width, height).data;
}
