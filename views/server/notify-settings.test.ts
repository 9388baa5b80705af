import { describe, expect, it } from "vitest";
import { notifySettings } from "./notify-settings.ts";

const url = "https://ntfy.sh/portfolio-3f9a7c1e";

describe("notifySettings", () => {
  it("is off without PORTFOLIO_NOTIFY_URL", () => {
    expect(notifySettings({})).toBeNull();
  });

  it("posts plain text at each first opening unless the owner asks otherwise", () => {
    expect(notifySettings({ PORTFOLIO_NOTIFY_URL: url })).toEqual({ url, format: "text", digestAt: null });
    expect(notifySettings({ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_FORMAT: "slack" })?.format).toBe("slack");
  });

  it("sends a daily digest at 09:00, or at the time the owner gives", () => {
    expect(notifySettings({ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_DIGEST: "daily" })?.digestAt).toEqual({
      hour: 9,
      minute: 0,
    });
    expect(notifySettings({ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_DIGEST: "daily 18:30" })?.digestAt).toEqual({
      hour: 18,
      minute: 30,
    });
  });

  it("sends an address's user and password as HTTP Basic, which fetch would refuse inside the address", () => {
    const settings = notifySettings({ PORTFOLIO_NOTIFY_URL: "https://jane:s%3Acret@ntfy.example.com/views" });
    expect(settings?.url).toBe("https://ntfy.example.com/views");
    expect(settings?.authorization).toBe(`Basic ${Buffer.from("jane:s:cret").toString("base64")}`);
  });

  it.each([
    [{ PORTFOLIO_NOTIFY_URL: "ntfy.sh/portfolio-3f9a7c1e" }, /PORTFOLIO_NOTIFY_URL is not an address/],
    [{ PORTFOLIO_NOTIFY_URL: "ftp://example.com/portfolio-3f9a7c1e" }, /PORTFOLIO_NOTIFY_URL must start with https/],
    [{ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_FORMAT: "email" }, /PORTFOLIO_NOTIFY_FORMAT is "email"/],
    [{ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_DIGEST: "weekly" }, /PORTFOLIO_NOTIFY_DIGEST is "weekly"/],
    [{ PORTFOLIO_NOTIFY_URL: url, PORTFOLIO_NOTIFY_DIGEST: "daily 25:00" }, /PORTFOLIO_NOTIFY_DIGEST/],
    [{ PORTFOLIO_NOTIFY_DIGEST: "daily" }, /only count with PORTFOLIO_NOTIFY_URL/],
  ])("stops the server at %o, saying why without repeating the address", (env, message) => {
    expect(() => notifySettings(env)).toThrow(message);
    try {
      notifySettings(env);
    } catch (error) {
      expect(String(error)).not.toContain("portfolio-3f9a7c1e");
    }
  });
});
