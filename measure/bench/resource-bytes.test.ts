import { describe, expect, it } from "vitest";
import { bytesByKind, resourceKind, type RequestRow } from "./resource-bytes";

const row = (overrides: Partial<RequestRow>): RequestRow => ({
  url: "http://localhost:4301/assets/file",
  transferSize: 100,
  ...overrides,
});

describe("resourceKind", () => {
  it("follows Chrome's resource type for scripts, styles, fonts, images and documents", () => {
    expect(resourceKind(row({ resourceType: "Script", mimeType: "text/javascript" }))).toBe("js");
    expect(resourceKind(row({ resourceType: "Stylesheet" }))).toBe("css");
    expect(resourceKind(row({ resourceType: "Font", mimeType: "font/woff2" }))).toBe("font");
    expect(resourceKind(row({ resourceType: "Image", mimeType: "image/webp" }))).toBe("image");
    expect(resourceKind(row({ resourceType: "Document", mimeType: "text/html" }))).toBe("document");
  });

  it("reads the MIME type when Chrome files the request under Other", () => {
    expect(resourceKind(row({ resourceType: "Other", mimeType: "image/svg+xml" }))).toBe("image");
    expect(resourceKind(row({ resourceType: "Other", mimeType: "text/javascript" }))).toBe("js");
    expect(resourceKind(row({ mimeType: "font/woff2" }))).toBe("font");
  });

  it("counts fetched vault ciphertext as other, whatever its MIME type", () => {
    expect(resourceKind(row({ resourceType: "Fetch", mimeType: "application/octet-stream" }))).toBe("other");
    expect(resourceKind(row({ resourceType: "Fetch", mimeType: "image/png" }))).toBe("other");
  });
});

describe("bytesByKind", () => {
  it("adds up transferred bytes per kind and skips data: and blob: URLs", () => {
    const rows = [
      row({ resourceType: "Script", transferSize: 1000 }),
      row({ resourceType: "Script", transferSize: 500 }),
      row({ resourceType: "Stylesheet", transferSize: 300 }),
      row({ resourceType: "Image", transferSize: 42 }),
      row({ url: "blob:http://localhost:4301/1234", resourceType: "Image", transferSize: 9999 }),
      row({ url: "data:image/png;base64,AAAA", resourceType: "Image", transferSize: 9999 }),
      row({ resourceType: "Fetch", transferSize: 7 }),
    ];
    expect(bytesByKind(rows)).toEqual({ js: 1500, css: 300, font: 0, image: 42, document: 0, other: 7 });
  });
});
