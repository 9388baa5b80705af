import { afterEach } from "vitest";

// Only the component tests run in a DOM; the rest (most files) skip loading React's testing tools.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
