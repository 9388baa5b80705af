import {
  caseStudyShape,
  privateImageSchema,
  sealedStudy,
  type CaseStudy,
  type PrivateImage,
  type SealedImage,
  type SealedStudy,
} from "../../content/schema.ts";

/**
 * Images are found where content/schema.ts puts one (the `image` its case-study
 * shape is built with), never by guessing from field names: a field the schema
 * adds later is covered without a change here.
 */
export function studyImages(study: CaseStudy): PrivateImage[] {
  const found: PrivateImage[] = [];
  const collecting = privateImageSchema.transform((image) => {
    found.push(image);
    return image;
  });
  caseStudyShape(collecting).caseStudySchema.parse(study);
  return found;
}

/** The study with each image replaced by `seal`'s answer, checked against the schema the browser's types come from. */
export async function sealStudyImages(
  study: CaseStudy,
  seal: (image: PrivateImage) => Promise<SealedImage>,
): Promise<SealedStudy> {
  const sealed = await caseStudyShape(privateImageSchema.transform(seal)).caseStudySchema.parseAsync(study);
  return sealedStudy.caseStudySchema.parse(sealed);
}
