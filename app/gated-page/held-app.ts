import { heldAppModuleAttribute, selectorOf } from "~/boot/contract";
import { reloadIfCodeGone } from "~/boot/module-reload-guard";

let started = false;

export function startApp(preloads: readonly string[], onUnavailable: () => void): void {
  if (started) return;
  started = true;
  for (const href of preloads) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  const run = () => {
    const held = document.querySelector(`script${selectorOf(heldAppModuleAttribute)}`);
    if (!held) return;
    const script = document.createElement("script");
    script.type = "module";
    // The same text as the build wrote, so the page's policy already holds its hash.
    script.textContent = held.textContent;
    script.addEventListener("error", () => {
      void reloadIfCodeGone(new Error("The page's code could not be loaded"), preloads).then((reloading) => {
        if (!reloading) onUnavailable();
      });
    });
    document.body.append(script);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}
