import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchVaultFile } from "./client";
import { vaultErrorFrom } from "./vault-error-from";
import { vaultStallMs } from "./stall";

type SlowFile = { answer: () => void; send: (part: number) => void; end: () => void };

/** A vault whose files arrive only when the test says: headers, then each part of the body. */
function slowVault(): Map<string, SlowFile> {
  const files = new Map<string, SlowFile>();
  vi.stubGlobal("fetch", (url: string, { signal }: RequestInit) => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener("abort", () => {
        const aborted = new DOMException("The operation was aborted.", "AbortError");
        reject(aborted);
        body?.error(aborted);
      });
      files.set(url.slice(url.lastIndexOf("/") + 1), {
        answer: () => resolve(new Response(stream)),
        send: (part) => body?.enqueue(new Uint8Array([part])),
        end: () => body?.close(),
      });
    });
  });
  return files;
}

function file(files: Map<string, SlowFile>, name: string): SlowFile {
  const found = files.get(name);
  if (!found) throw new Error(`${name} was never asked for`);
  return found;
}

// One clock for the file, so time only moves on, as it does for the page.
beforeAll(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterAll(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe("a vault file on a slow connection", () => {
  it("arrives however long it takes in all, while its parts keep coming", async () => {
    const files = slowVault();
    const received = fetchVaultFile("slow.bin");
    file(files, "slow.bin").answer();
    const parts = [0, 1, 2, 3];
    for (const part of parts) {
      await vi.advanceTimersByTimeAsync(vaultStallMs / 2);
      file(files, "slow.bin").send(part);
    }
    file(files, "slow.bin").end();
    expect([...(await received)]).toEqual(parts);
  });

  it("waiting its turn behind another file that is still arriving, is not given up", async () => {
    const files = slowVault();
    const first = fetchVaultFile("first.bin");
    const queued = fetchVaultFile("queued.bin");
    file(files, "first.bin").answer();
    for (const part of [0, 1, 2]) {
      await vi.advanceTimersByTimeAsync(vaultStallMs / 2);
      file(files, "first.bin").send(part);
    }
    file(files, "first.bin").end();
    await first;
    file(files, "queued.bin").answer();
    file(files, "queued.bin").send(7);
    file(files, "queued.bin").end();
    expect([...(await queued)]).toEqual([7]);
  });

  it("is a network failure once nothing of any file has arrived for the stall time", async () => {
    slowVault();
    const failure = vaultErrorFrom(() => fetchVaultFile("silent.bin"));
    await vi.advanceTimersByTimeAsync(vaultStallMs);
    expect((await failure).kind).toBe("network");
  });

  it("is a network failure when it stops arriving midway", async () => {
    const files = slowVault();
    const failure = vaultErrorFrom(() => fetchVaultFile("cut.bin"));
    file(files, "cut.bin").answer();
    file(files, "cut.bin").send(1);
    await vi.advanceTimersByTimeAsync(vaultStallMs);
    expect((await failure).kind).toBe("network");
  });
});
