import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { studiesFolder } from "../pipeline/content/load-content";
import { formFieldAt, type EditorField } from "../tools/editor/editor-config";

// Decap's forms as an owner fills them in, by the labels the editor gives each field (tools/editor/editor-config.ts).

export const formField = (file: string, ...path: string[]): EditorField => formFieldAt(file, path);
export const studyField = (...path: string[]) => formField(studiesFolder, ...path);
/** The name each item of a list field goes by ("Tag"), which its add button uses too. */
export const itemName = (field: EditorField) => field.label_singular ?? field.label;

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
/** Decap adds this to the label of a field the owner may leave empty. */
export const optional = (label: string) => `${label} (optional)`;

type Within = { within?: Locator; last?: boolean };
/** A field's whole control, by its label, which names it by id: a list's or a group's holds their own fields. */
export async function control(page: Page, label: string, { within, last = false }: Within = {}): Promise<Locator> {
  const labels = (within ?? page.locator("body")).locator("label", { hasText: exactly(label) });
  const id = await (last ? labels.last() : labels.first()).getAttribute("for");
  return page.locator(`[id="${id}"]`);
}

export async function addItems(list: Locator, singular: string, items: (string | Record<string, string>)[]) {
  for (const item of items) {
    await list.getByRole("button", { name: new RegExp(`^Add ${singular}$`, "i") }).click();
    const fields = typeof item === "string" ? { [singular]: item } : item;
    for (const [label, value] of Object.entries(fields)) {
      await list.getByRole("textbox", { name: label, exact: true }).last().fill(value);
    }
  }
}

export type Upload = { name: string; buffer: Buffer };
export const pngOf = async (name: string, width: number, height: number, background: string): Promise<Upload> => ({
  name,
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

export async function upload(page: Page, field: Locator, image: Upload) {
  // Decap offers a different image once the field has one.
  await field.getByRole("button", { name: /^Choose (an|different) image$/ }).click();
  await page.locator("input[type=file]").setInputFiles({ ...image, mimeType: "image/png" });
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** Presses Publish now, which Decap does only when the form is valid. */
export async function pressPublish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

export async function publish(page: Page) {
  await pressPublish(page);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 15_000 });
}

export type NewStudyFields = { title: string; order: number; screen: Upload; screenAlt: string };

/** Every required field of a new study but its cover's image, as an owner types them; returns the cover's field. */
export async function fillNewStudy(page: Page, study: NewStudyFields): Promise<Locator> {
  const field = (...path: string[]) => control(page, studyField(...path).label);
  await page.getByRole("spinbutton", { name: studyField("order").label }).fill(String(study.order));
  await page.getByRole("textbox", { name: studyField("title").label, exact: true }).fill(study.title);
  const card = await field("card");
  const inCard = (name: string) => control(page, studyField("card", name).label, { within: card });
  await (await inCard("category")).fill("Logistics • Mobile");
  await (await inCard("description")).fill("Live parcel tracking for carriers.");
  const cover = await inCard("cover");
  await (await control(page, studyField("card", "cover", "alt").label, { within: cover })).fill("Map of parcel routes");
  await addItems(await inCard("tags"), itemName(studyField("card", "tags")), ["Logistics", "Mobile", "B2B"]);
  const [value, measures] = [
    studyField("card", "metrics", "value").label,
    studyField("card", "metrics", "label").label,
  ];
  await addItems(await inCard("metrics"), itemName(studyField("card", "metrics")), [
    { [value]: "40%", [measures]: "Fewer support calls" },
    { [value]: "3", [measures]: "Carrier apps merged" },
    { [value]: "1 tap", [measures]: "To reroute" },
  ]);
  const overview =
    "Northwind's carriers tracked parcels in three separate apps, and customers called support to ask where " +
    "their deliveries were. I led the design of one tracking app for carriers, drivers and customers, from " +
    "research with drivers on their routes to a shared design system, and support calls about deliveries fell " +
    "by forty per cent within a quarter of the launch.";
  for (const [path, text] of [
    [["company"], "Northwind"],
    [["role"], "Design Lead"],
    [["date"], "2024"],
    [["tagline"], "Every parcel in sight."],
    [["brandColor"], "#1e3a8a"],
    [["overview"], overview],
    [["challenge", "summary"], "Three apps, three versions of where a parcel was."],
    [["solution", "summary"], "One live map of every parcel, shared by everyone."],
    [["learned"], "Drivers know the route better than any model."],
    [["testimonial", "quote"], "Support calls about deliveries all but stopped."],
    [["testimonial", "author"], "Dana Reyes"],
    [["testimonial", "role"], "Head of Operations"],
  ] as const) {
    await page.getByRole("textbox", { name: studyField(...path).label, exact: true }).fill(text);
  }
  await addItems(await field("roleResponsibilities"), itemName(studyField("roleResponsibilities")), [
    "Led two designers and a researcher",
    "Ran research with drivers on their routes",
    "Set up the design system the three apps now share",
  ]);
  const screens = await control(page, optional(studyField("solution", "screens").label));
  await screens.getByRole("button", { name: /^Add screen$/i }).click();
  const screenImage = await control(page, studyField("solution", "screens", "image").label, {
    within: screens,
    last: true,
  });
  await upload(page, screenImage, study.screen);
  const alt = studyField("solution", "screens", "image", "alt").label;
  await (await control(page, alt, { within: screenImage })).fill(study.screenAlt);
  const screenTitle = studyField("solution", "screens", "title").label;
  await screens.getByRole("textbox", { name: screenTitle, exact: true }).last().fill("Parcels");
  const [phase, happened] = [studyField("process", "phases", "phase"), studyField("process", "phases", "description")];
  await addItems(
    await field("process"),
    itemName(studyField("process", "phases")),
    ["Research", "Design", "Launch"].map((name) => ({
      [phase.label]: name,
      [happened.label]: `${name} with the carriers' teams.`,
    })),
  );
  const [metric, means] = [studyField("outcomes", "items", "metric"), studyField("outcomes", "items", "description")];
  await addItems(
    await field("outcomes"),
    itemName(studyField("outcomes", "items")),
    ["40%", "3", "1 tap"].map((figure) => ({ [metric.label]: figure, [means.label]: "Measured in the first quarter" })),
  );
  await addItems(await field("tools"), itemName(studyField("tools")), ["Figma", "Maze", "Jira"]);
  const tags = await control(page, studyField("tags").label, { last: true });
  await addItems(tags, itemName(studyField("tags")), ["Logistics", "Mobile", "B2B"]);
  return cover;
}
