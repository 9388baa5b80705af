import { z } from "zod";
import { placeholdersIn } from "../../app/lib/fill-in.ts";
import { studyPath } from "../../site/routes.ts";
import "./meta.ts";

export const text = z.string().trim().min(1, "must not be empty");
/** Words in which the page fills in the named `{placeholders}`, and no others. */
export function wordsWith(...names: string[]) {
  const allowed = names.length === 0 ? "no {placeholders}" : `only ${names.map((name) => `{${name}}`).join(" and ")}`;
  return text.refine((value) => placeholdersIn(value).every((name) => names.includes(name)), `may use ${allowed}`);
}
export const url = z.url();
export const sitePath = z.string().regex(/^\/[\w\-./#]*$/, 'must be a site path starting with "/"');
export const assetPath = z
  .string()
  .regex(/^\/[\w\-./]+\.(png|jpe?g|webp|avif|svg|pdf|ico)$/, "must be a file path under public/");
export const publicImageFile = z
  .string()
  .regex(/^[\w-]+\.(png|jpe?g|webp|avif|svg)$/, 'must be a file name under content/images/, e.g. "headshot.webp"');

export const projectIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case, e.g. enterprise-crm")
  .meta({
    label: "Address",
    hint: `The study's page is at ${studyPath("<address>")}, and its folder has this name: a word or two in lowercase joined by hyphens, e.g. northwind. Left empty, a new study takes the first two words of its title. Once saved, the editor keeps it, as links already sent use it: to change it, rename the folder.`,
  });

export const iconNames = [
  "users",
  "compass",
  "layers",
  "handshake",
  "mail",
  "linkedin",
  "map-pin",
  "sparkles",
  "target",
  "building",
  "lightbulb",
] as const;
export const iconSchema = z.enum(iconNames);

export const statSchema = z.object({
  value: text.meta({ label: "Figure", hint: 'The big number or word, e.g. "40%" or "15+".' }),
  label: text.meta({ label: "What it measures", hint: "The short line under the figure." }),
});
export const metricSchema = statSchema;

/** WCAG 2 contrast of two opaque colours' 0–255 sRGB channels, either lighter; the browser tests run it in the page. */
export function channelContrast(one: readonly number[], other: readonly number[]): number {
  const luminance = (channels: readonly number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light = 0, dark = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const hexChannels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

export const contrastRatio = (one: string, other: string) => channelContrast(hexChannels(one), hexChannels(other));

/** In YAML a bare `#` starts a comment, so the owner's guide writes colours in quotes. */
export const hexColour = z
  .string({ error: 'must be a hex colour in quotes, such as "#1a3a52"' })
  .regex(/^#[0-9a-f]{6}$/i, { message: "must be a hex colour such as #1a3a52", abort: true });

/** A background that white text sits on: it must reach WCAG AA (4.5:1) for normal text. */
export const colourBehindWhiteText = hexColour.refine(
  (hex) => contrastRatio(hex, "#ffffff") >= 4.5,
  "is too light for white text (WCAG AA needs 4.5:1)",
);

export const privateImageSchema = z.object({
  file: z
    .string()
    .regex(
      /^[\w.-]+\.(webp|png|jpe?g|avif|svg)$/,
      'must be the name of an image in the study\'s folder, e.g. "cover.webp"',
    )
    .meta({ label: "Image", hint: "Choose or upload it: it is kept in the study's folder." }),
  alt: text.meta({ label: "Description", hint: "What the image shows, for someone who cannot see it." }),
});

/** An image once loaded: `<study id>/<file>`, so two studies may each have a cover.webp. */
export const loadedImageSchema = privateImageSchema.extend({ file: z.string().regex(/^[a-z0-9-]+\/[\w.-]+$/) });
