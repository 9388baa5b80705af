import { publicImages } from "virtual:public-images";

/** What the build made of one source under content/images/ (scripts/build/public-images-plugin.ts). */
export type EncodedImage = {
  /** The source's size, for the box's aspect ratio before a byte arrives. */
  width: number;
  height: number;
  /** The URL for browsers that read none of `sources`, and for link previews. */
  src: string;
  /** Best format first; `srcSet` lists every width of that format. */
  sources: { type: string; srcSet: string }[];
};

/** The encoded forms of a source under content/images/; the build stops earlier if one is missing. */
export function publicImage(file: string): EncodedImage {
  const image = publicImages[file];
  if (!image) throw new Error(`content/images/${file} is not among the images the build encodes`);
  return image;
}
