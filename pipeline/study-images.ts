import {
  caseStudyShape,
  loadedImageSchema,
  sealedStudy,
  type CaseStudy,
  type PrivateImage,
  type SealedImage,
  type SealedStudy,
} from "../content/schema.ts";
import { inlineProseTree, proseTree } from "../content/prose.ts";

// A loaded study's prose is already the rendered tree.
const loadedProse = { prose: proseTree, inline: inlineProseTree };

// Found through the schema's own `image`, never by field names, so a field the schema adds later is covered.
export function studyImages(study: CaseStudy): PrivateImage[] {
  const found: PrivateImage[] = [];
  const collecting = loadedImageSchema.transform((image) => {
    found.push(image);
    return image;
  });
  caseStudyShape(collecting, loadedProse).caseStudySchema.parse(study);
  return found;
}

export async function sealStudyImages(
  study: CaseStudy,
  seal: (image: PrivateImage) => Promise<SealedImage>,
): Promise<SealedStudy> {
  const sealed = await caseStudyShape(loadedImageSchema.transform(seal), loadedProse).caseStudySchema.parseAsync(study);
  return sealedStudy.caseStudySchema.parse(sealed);
}
