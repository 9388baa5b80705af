// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toBase64Url } from "~/lib/vault/format";
import type * as Client from "~/lib/vault/client";
import type * as Opening from "./opening";
import type * as OpenPreview from "./open-preview";
import type * as DecryptedFiles from "./decrypted-files";
import type * as Provider from "./auth-provider";
import type * as PrivateContent from "./use-private-content";

const vault = vi.hoisted(() => ({ openJson: vi.fn(), openWithKey: vi.fn() }));
vi.mock("~/lib/vault/client", async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  openJson: vault.openJson,
  openWithKey: vault.openWithKey,
}));

// Test files share their worker's modules: this file loads its own, with the counting client, and leaves none behind.
let opening: typeof Opening;
let openPreview: typeof OpenPreview;
let decryptedFiles: typeof DecryptedFiles;
let provider: typeof Provider;
let privateContent: typeof PrivateContent;
let storeSessionKey: (buildId: string, kekBytes: Uint8Array<ArrayBuffer>) => void;
let vaultBuildId: string;
beforeAll(async () => {
  vi.resetModules();
  opening = await import("./opening");
  openPreview = await import("./open-preview");
  decryptedFiles = await import("./decrypted-files");
  provider = await import("./auth-provider");
  privateContent = await import("./use-private-content");
  ({ storeSessionKey } = await import("~/lib/vault/session-key"));
  ({ vaultBuildId } = await import("~/lib/vault/build-id"));
});
afterAll(() => {
  vi.doUnmock("~/lib/vault/client");
  vi.resetModules();
});

const studyId = "a-study";
const files = {
  index: {
    cards: [],
    preview: "grid-preview",
    studies: {
      [studyId]: { key: toBase64Url(new Uint8Array(32)), body: "study-body", preview: "study-preview" },
    },
  },
  "study-body": { title: "The study's body" },
};
const session = { indexKey: {} as CryptoKey, indexId: "index", recipient: {} };

/** How often each file was decrypted. */
function decryptions(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, fileId] of vault.openJson.mock.calls) counts[String(fileId)] = (counts[String(fileId)] ?? 0) + 1;
  return counts;
}

function StudyTitle() {
  const study = privateContent.useStudyBody(studyId);
  return <p>{study.data?.title ?? "opening"}</p>;
}

function renderApp() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <provider.AuthProvider>
        <StudyTitle />
      </provider.AuthProvider>
    </QueryClientProvider>,
  );
}

describe("a study page's load with the key stored", () => {
  it("decrypts the index and the study's body once: the app takes over what the preview decrypted", async () => {
    vault.openJson.mockImplementation(async (_key: CryptoKey, fileId: keyof typeof files) => files[fileId]);
    storeSessionKey(vaultBuildId, new Uint8Array(32));

    // The inline boot: the slot opened, then the files its preview shows.
    opening.handOverOpening(Promise.resolve(session));
    await openPreview.openPageFiles(session, studyId);
    renderApp();

    expect(await screen.findByText(files["study-body"].title)).toBeInTheDocument();
    expect(decryptions()).toEqual({ index: 1, "study-body": 1 });
    expect(vault.openWithKey).not.toHaveBeenCalled();
  });

  it("opens again what the preview failed to open, so the app's own retries and messages apply", async () => {
    vault.openJson.mockClear();
    let failFirst = true;
    vault.openJson.mockImplementation(async (_key: CryptoKey, fileId: keyof typeof files) => {
      if (fileId === "study-body" && failFirst) {
        failFirst = false;
        throw new Error("another bundle's VaultError");
      }
      return files[fileId];
    });
    storeSessionKey(vaultBuildId, new Uint8Array(32));

    opening.handOverOpening(Promise.resolve(session));
    await openPreview.openPageFiles(session, studyId);
    renderApp();

    expect(await screen.findByText(files["study-body"].title)).toBeInTheDocument();
    expect(decryptions()).toEqual({ index: 1, "study-body": 2 });
  });

  it("hands the app each file once, and nothing for another slot's index or another study", async () => {
    vault.openJson.mockImplementation(async (_key: CryptoKey, fileId: keyof typeof files) => files[fileId]);
    await openPreview.openPageFiles(session, studyId);
    expect(decryptedFiles.takeDecrypted("index", "another-index")).toBeUndefined();
    expect(decryptedFiles.takeDecrypted("body", "another-body")).toBeUndefined();
    expect(await decryptedFiles.takeDecrypted("index", session.indexId)).toMatchObject({
      preview: files.index.preview,
    });
    expect(decryptedFiles.takeDecrypted("index", session.indexId)).toBeUndefined();
  });
});
