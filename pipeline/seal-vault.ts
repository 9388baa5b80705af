import { encryptVault, type VaultSecrets } from "./encrypt-content.ts";
import type { Recipient } from "./passwords.ts";
import { loadPreviewRenderer } from "./preview-renderer.ts";
import { loadPrivateContent, type PrivateContent } from "./private-content.ts";
import { optimisePrivateImages, type OptimisedImage } from "./private-images.ts";
import type { ReportIdentity } from "../views/build/views-config.ts";

export type SealedVault = {
  content: PrivateContent;
  images: ReadonlyMap<string, OptimisedImage>;
  secrets: VaultSecrets;
};

export async function sealVault(options: {
  outDir: string;
  buildId: string;
  recipients: Recipient[];
  content?: PrivateContent;
  /** With views on, each key slot also seals what its recipient is reported as (docs/protection.md, Views). */
  reportIdentities?: ReadonlyMap<string, ReportIdentity>;
  /** The dev server keeps one for its session (vault-plugin.ts); a build draws its own. */
  salt?: Uint8Array<ArrayBuffer>;
}): Promise<SealedVault> {
  const { outDir, buildId, recipients, reportIdentities, salt } = options;
  const content = options.content ?? (await loadPrivateContent());
  const started = performance.now();
  const images = await optimisePrivateImages(content.images);
  const variants = [...images.values()].reduce((sum, image) => sum + image.variants.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Private images: ${variants} variants of ${images.size} sources in ${seconds} s.`);
  const renderPreview = await loadPreviewRenderer();
  const secrets = await encryptVault({
    outDir,
    buildId,
    recipients,
    content,
    images,
    renderPreview,
    reportIdentities,
    salt,
  });
  return { content, images, secrets };
}
