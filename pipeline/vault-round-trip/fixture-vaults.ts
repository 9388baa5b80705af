import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { openJson, unlockWithPassword, type Unlocked } from "../../app/lib/vault/client.ts";
import { importKeyText, type VaultHeader } from "../../app/lib/vault/format.ts";
export { vaultErrorFrom } from "../../app/lib/vault/vault-error-from.ts";
import { sealedStudy, vaultIndexSchema, type SealedStudy, type VaultIndex } from "../../content/schema.ts";
import { encryptVault, type RenderPreview, type VaultSecrets } from "../encrypt-content.ts";
import type { Recipient } from "../passwords.ts";
import { reportIdentities, type ReportIdentity } from "../../views/build/views-config.ts";
import { fixtureContent, fixtureOptimisedImages, fixtureStudies } from "../../test-fixtures/vault-content.ts";

// Vaults use the production iteration count (~150 ms a derivation), so each test file builds them once.

export const buildId = "unit-test-build";
export const alice = "alice-correct-horse-battery";
export const bob = "bob-staple-orbit-lantern-42";
export const carol = "carol-never-given-access-99";
/** Bob's line names him; Alice's does not. */
export const bobName = "Bob Ó Briain, Globex 🚀";

export const cafeNfd = "café-crème-brûlée-2025".normalize("NFD");
export const cafeNfc = "café-crème-brûlée-2025".normalize("NFC");
export const fullWidth = "vault-pass-１２３-４５６";
export const emoji = "🔐-emoji-passphrase-🦊-2025";
export const long = Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join("");
export const longWrong = long.slice(0, -1) + (long.endsWith("z") ? "y" : "z");

// What the client opens must pass the build's whole schemas, not only the browser's outline.
export const isVaultIndex = (value: unknown): value is VaultIndex => vaultIndexSchema.safeParse(value).success;
export const isStudyBody = (value: unknown): value is SealedStudy =>
  sealedStudy.caseStudySchema.safeParse(value).success;

export const fixturePreview: RenderPreview = (page) =>
  page.kind === "grid"
    ? `<main><h1>Grid</h1>${page.cards.map((card) => `<h2>${card.title}</h2>`).join("")}</main>`
    : `<main><h1>${page.study.title}</h1><p>${page.study.overview}</p></main>`;

export type Vault = { root: string; dir: string; secrets: VaultSecrets; header: VaultHeader; binNames: string[] };

const tempRoots: string[] = [];

/** Vault A's, as a build with PORTFOLIO_VIEWS=server makes them. */
export const tokensA = reportIdentities({ to: "server" }, ["alice", "bob"]);

export async function buildVault(
  recipients: Recipient[],
  {
    identities,
    renderPreview = fixturePreview,
  }: { identities?: ReadonlyMap<string, ReportIdentity>; renderPreview?: RenderPreview } = {},
): Promise<Vault> {
  const root = await mkdtemp(path.join(os.tmpdir(), "vault-round-trip-"));
  tempRoots.push(root);
  const secrets = await encryptVault({
    outDir: path.join(root, "vault"),
    buildId,
    recipients,
    content: fixtureContent(),
    images: fixtureOptimisedImages,
    renderPreview,
    reportIdentities: identities,
  });
  const dir = path.join(root, "vault", buildId);
  const header = JSON.parse(await readFile(path.join(dir, "header.json"), "utf8")) as VaultHeader;
  const binNames = (await readdir(dir)).filter((name) => name.endsWith(".bin")).sort();
  return { root, dir, secrets, header, binNames };
}

type Server = (urlPath: string) => Promise<Response>;
let server: Server;

export function answerWith(answer: Server): void {
  server = answer;
}
export const requested: string[] = [];

export function serveVault(
  vault: Vault,
  transform?: (urlPath: string, bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
) {
  server = async (urlPath) => {
    const file = path.join(vault.root, ...urlPath.split("/").filter(Boolean));
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await readFile(file));
    } catch {
      return new Response("Not found", { status: 404 });
    }
    const type = file.endsWith(".json") ? "application/json" : "application/octet-stream";
    return new Response(transform ? transform(urlPath, bytes) : bytes, { headers: { "content-type": type } });
  };
}

export let vaultA: Vault; // alice + bob (named), with views on: each slot carries its report token
export let vaultB: Vault; // alice only: a rebuild after bob was removed, views off
export let vaultC: Vault; // Unicode and length cases
export let vaultD: Vault; // alice limited to the second study, bob (named) given every study
export let unlockedA: Unlocked;
export let indexA: VaultIndex;

export const [hiddenStudy = "", sharedStudy = ""] = [...fixtureStudies.keys()];

export function studyKey(index: VaultIndex, id: string): Promise<CryptoKey> {
  const files = index.studies[id];
  if (!files) throw new Error(`the index holds no key to ${id}`);
  return importKeyText(files.key);
}

export function useFixtureVaults(): void {
  beforeAll(async () => {
    [vaultA, vaultB, vaultC, vaultD] = await Promise.all([
      buildVault(
        [
          { label: "alice", password: alice },
          { label: "bob", password: bob, name: bobName },
        ],
        { identities: tokensA },
      ),
      buildVault([{ label: "alice", password: alice }]),
      buildVault([
        { label: "nfd", password: cafeNfd },
        { label: "wide", password: fullWidth },
        { label: "emoji", password: emoji },
        { label: "long", password: long },
      ]),
      buildVault([
        { label: "alice", password: alice, studies: [sharedStudy] },
        { label: "bob", password: bob, name: bobName },
      ]),
    ]);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => server(String(input)));
    serveVault(vaultA);
    const unlocked = await unlockWithPassword(alice);
    if (!unlocked) throw new Error("the fixture vault did not open with its own password");
    unlockedA = unlocked;
    indexA = await openJson(unlockedA.indexKey, unlockedA.indexId, isVaultIndex);
    vi.unstubAllGlobals();
  }, 30_000);

  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      return server(url);
    });
    serveVault(vaultA);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  afterAll(async () => {
    await Promise.all(tempRoots.map((root) => rm(root, { recursive: true, force: true })));
  });
}
