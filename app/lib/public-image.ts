import { publicImages } from "virtual:public-images";

export type EncodedImage = {
  width: number;
  height: number;
  src: string;
  /** Best format first. */
  sources: { type: string; srcSet: string }[];
};

export function publicImage(file: string): EncodedImage {
  const image = publicImages[file];
  if (!image) throw new Error(`content/images/${file} is not among the images the build encodes`);
  return image;
}
