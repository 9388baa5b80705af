import { imageSize } from "image-size";
import { privateImageSchema } from "../../content/schema.ts";

// A file larger than an owner's screenshot is almost always a mistake, and it would stay in the history for good.
export const maxUploadBytes = 10 * 1024 * 1024;
export const maxImageSide = 8000;
const imageTypes = new Set(["png", "jpg", "webp", "avif", "svg"]);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function uploadProblem(fileName: string, bytes: Uint8Array): string | null {
  if (!privateImageSchema.shape.file.safeParse(fileName).success) {
    return `${fileName}: name a screen with letters, digits, - or _ and end it in .webp, .png, .jpg, .avif or .svg`;
  }
  if (bytes.byteLength > maxUploadBytes) {
    return `${fileName} is ${megabytes(bytes.byteLength)}: a screen may be at most ${megabytes(maxUploadBytes)}. Export it smaller (WebP or PNG, at most ${maxImageSide} px a side).`;
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return `${fileName} is not an image: upload a WebP, PNG, JPEG, AVIF or SVG file.`;
  }
  if (!size.type || !imageTypes.has(size.type) || !size.width || !size.height) {
    return `${fileName} is not an image the site can show: upload a WebP, PNG, JPEG, AVIF or SVG file.`;
  }
  if (size.type !== "svg" && Math.max(size.width, size.height) > maxImageSide) {
    return `${fileName} is ${size.width} × ${size.height} px: a screen may be at most ${maxImageSide} px on its longest side. The site shows it at up to 1440 px.`;
  }
  return null;
}
