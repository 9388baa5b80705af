import { inlineScriptHashes } from "../../pipeline/site-policy/content-security-policy.ts";

// Every address is relative to the page's, which holds the editor's key (request-guard.ts).

const checkScript = `
const panel = document.getElementById("content-check");
async function showCheck() {
  const response = await fetch("api/check", { cache: "no-store" });
  const check = await response.json();
  panel.dataset.valid = String(check.valid);
  panel.replaceChildren();
  const summary = document.createElement("p");
  summary.textContent = check.valid
    ? check.summary
    : "The site will not build until this is fixed (npm run check:content lists the same by file and line). " +
      check.summary;
  panel.append(summary);
  if (!check.valid) {
    const list = document.createElement("ul");
    for (const problem of check.problems) {
      const item = document.createElement("li");
      item.textContent = problem;
      list.append(item);
    }
    panel.append(list);
  }
}
// Decap's one-line field puts the caret back on every redraw, so a selection made without typing (Tab into a field)
// collapses and new words join the old ones. It is put back only after the owner's own keystroke changed the value.
const { control: LineControl, preview: LinePreview } = window.CMS.getWidget("string");
class LineField extends LineControl {
  componentDidUpdate(previous) {
    if (previous.value !== this.props.value) super.componentDidUpdate(previous);
  }
}
window.CMS.registerWidget("string", LineField, LinePreview);
// Decap checks a list's size only once it has items, so a required list left empty got out: checked here as well.
const { control: ListControl, preview: ListPreview, schema: listSchema } = window.CMS.getWidget("list");
class ListField extends ListControl {
  constructor(props) {
    super(props);
    const decapCheck = this.validateSize;
    this.validateSize = () => {
      const { field, value, t } = this.props;
      const size = value?.size ?? 0;
      const [min, max] = [field.get("min"), field.get("max")];
      if (!field.get("required", true) && size === 0) return [];
      const words = { fieldLabel: field.get("label", field.get("name")), minCount: min, maxCount: max, count: min };
      if (size === 0 && !min) {
        return [{ type: "PRESENCE", message: t("editor.editorControlPane.widget.required", words) }];
      }
      if (min && size < min) {
        const rule = min === max ? "rangeCountExact" : max ? "rangeCount" : "rangeMin";
        return [{ type: "RANGE", message: t("editor.editorControlPane.widget." + rule, words) }];
      }
      return decapCheck();
    };
  }
}
window.CMS.registerWidget("list", ListField, ListPreview, listSchema);
const config = await (await fetch("config.json")).json();
config.backend.proxy_url = new URL(config.backend.proxy_url, location.href).href;
window.CMS.registerEventListener({ name: "postSave", handler: () => { showCheck(); } });
// A new study left without an address gets the first two words of its title; Decap names its folder from this.
const shortAddress = (title) =>
  title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
    .slice(0, 2).join("-");
window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const data = entry.get("data");
    if (entry.get("collection") !== "studies" || !entry.get("newRecord") || data.get("address")) return data;
    return data.set("address", shortAddress(data.get("title") || ""));
  },
});
window.CMS.init({ config });
showCheck();
`;

const style = `
#content-check { position: fixed; inset: auto 0 0 0; z-index: 1000; margin: 0; padding: 8px 16px;
  font: 14px/1.45 system-ui, sans-serif; color: #0b3b2e; background: #e3f4ec; border-top: 1px solid #7cc4a4; }
#content-check[data-valid="false"] { color: #5c0a0a; background: #fdecec; border-top: 2px solid #c62828;
  max-height: 40vh; overflow: auto; }
#content-check p { margin: 0; font-weight: 600; }
#content-check ul { margin: 4px 0 0; padding-left: 20px; font-size: 13px; }
#content-check:empty { display: none; }
body { padding-bottom: 48px; }
`;

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Edit the portfolio</title>
    <style>${style}</style>
  </head>
  <body>
    <section id="content-check" role="status" aria-live="polite" aria-label="Content check"></section>
    <script>window.CMS_MANUAL_INIT = true;</script>
    <script src="decap/decap-cms.js"></script>
    <script type="module">${checkScript}</script>
  </body>
</html>
`;

// The tightest policy Decap 3.16 works under (e2e/editor.spec.ts fails on any violation): Ajv's new Function, Emotion's
// <style> elements, images from blob: URLs and the colour picker's data: checkerboard.
const policy = [
  "default-src 'none'",
  ["script-src 'self' 'unsafe-eval'", ...inlineScriptHashes(html)].join(" "),
  "style-src 'unsafe-inline'",
  "img-src blob: data:",
  "connect-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const editorPage = { html, policy };
