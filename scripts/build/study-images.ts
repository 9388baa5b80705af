import {
  caseStudyShape,
  privateImageSchema,
  sealedStudy,
  type CaseStudy,
  type PrivateImage,
  type SealedImage,
  type SealedStudy,
} from "../../content/schema.ts";

// Found through the schema's own `image`, never by field names, so a field the schema adds later is covered.
export function studyImages(study: CaseStudy): PrivateImage[] {
  const found: PrivateImage[] = [];
  const collecting = privateImageSchema.transform((image) => {
    found.push(image);
    return image;
  });
  caseStudyShape(collecting).caseStudySchema.parse(study);
  return found;
}

export async function sealStudyImages(
  study: CaseStudy,
  seal: (image: PrivateImage) => Promise<SealedImage>,
): Promise<SealedStudy> {
  const sealed = await caseStudyShape(privateImageSchema.transform(seal)).caseStudySchema.parseAsync(study);
  return sealedStudy.caseStudySchema.parse(sealed);
}
