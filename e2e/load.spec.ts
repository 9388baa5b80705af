import { runLoadDrill } from "../measure/drills/load-drill";
import { expect, test } from "./fixtures";

test("npm start's server answers 2,000 requests from 50 clients at once without an error, and its memory stays flat", async () => {
  test.slow();
  const result = await runLoadDrill({ count: 2000, concurrency: 50, timeLimitSeconds: 60 });
  expect(result.errors).toEqual([]);
  expect(result.heapGrowthMB).toBeLessThan(20);
});
