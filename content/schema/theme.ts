import { z } from "zod";
import { hexColour } from "./common.ts";

/** Each names a sans for text and a face for headings; pipeline/theme/typefaces.ts says which. The first is the template's. */
export const typefaceNames = [
  "inter-fraunces",
  "dm-sans-lora",
  "dm-sans-playfair",
  "work-sans-space-grotesk",
  "plex-sans-space-grotesk",
] as const;

export const themeSchema = z.object({
  accent: hexColour.meta({
    label: "Accent colour",
    hint: 'Links, buttons, highlights, icons and the focus ring, as a hex colour such as "#c2410c". It must read on the page and carry white text (WCAG AA, 4.5:1): the check names the nearest shade that does.',
    colourPicker: true,
  }),
  darkAccent: hexColour.optional().meta({
    label: "Accent colour in the dark theme",
    hint: "Left empty, the accent is lightened until it reads on the dark page. One given here must read there too.",
    colourPicker: true,
  }),
  typeface: z.enum(typefaceNames, { error: `must be one of the typeface pairs: ${typefaceNames.join(", ")}` }).meta({
    label: "Typeface pair",
    hint: "A sans for text with a face for headings; docs/owner-guide.md shows each.",
  }),
});
