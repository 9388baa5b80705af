import { describe, expect, it } from "vitest";
import { composeMailto, emptyContactFields, type ContactFields } from "./compose-mailto";

const to = "avery.morgan@example.com";
const prefix = "Design leadership opportunity";

function compose(fields: Partial<ContactFields>) {
  return composeMailto(to, { ...emptyContactFields, ...fields }, prefix);
}

/** As a mail client reads it; URLSearchParams would turn `+` into a space. */
function parse(link: string) {
  const [address = "", query] = link.split(/\?(.*)/s);
  const params = (query ?? "").split("&").map((pair) => {
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    return { name, value: decodeURIComponent(value) };
  });
  const only = (name: string) => {
    const found = params.filter((param) => param.name === name);
    expect(found, `exactly one ${name}= parameter`).toHaveLength(1);
    return found[0]?.value;
  };
  return {
    address,
    names: params.map((param) => param.name),
    query: query ?? "",
    subject: only("subject"),
    body: only("body"),
  };
}

describe("composeMailto", () => {
  it("gives a plain mailto link for an empty form", () => {
    expect(compose({})).toBe(`mailto:${to}`);
  });

  it("gives a plain mailto link when every field is only whitespace", () => {
    expect(compose({ firstName: "  ", lastName: "\t", email: " ", company: "\n", message: " \r\n \n " })).toBe(
      `mailto:${to}`,
    );
  });

  it("addresses the link to the owner with exactly one subject and one body", () => {
    const link = parse(compose({ message: "Hi" }));
    expect(link.address).toBe(`mailto:${to}`);
    expect(link.names).toEqual(["subject", "body"]);
  });

  it("puts the sender's name and company in the subject", () => {
    expect(parse(compose({ firstName: " Jo ", lastName: "Lee", company: "Acme" })).subject).toBe(
      `${prefix}: Jo Lee (Acme)`,
    );
    expect(parse(compose({ company: "Acme" })).subject).toBe(`${prefix}: Acme`);
    expect(parse(compose({ message: "Hello" })).subject).toBe(prefix);
  });

  it("puts the message in the body, followed by a signature with name, company and email", () => {
    const { body } = parse(
      compose({ firstName: "Jo", lastName: "Lee", email: "jo@acme.test", company: "Acme", message: "  Let's talk.  " }),
    );
    expect(body).toBe("Let's talk.\r\n\r\nJo Lee\r\nAcme\r\njo@acme.test");
  });

  it("keeps &, ?, #, =, % and + exactly as typed", () => {
    const hostile = "R&D? #1 = 100% + more; a+b=c&d";
    const link = compose({ company: hostile, message: hostile });
    const { subject, body, query } = parse(link);

    expect(subject).toBe(`${prefix}: ${hostile}`);
    expect(body).toBe(`${hostile}\r\n\r\n${hostile}`);
    // A literal + would read as a space in form-style decoding, and a literal # would end the link.
    expect(query).not.toMatch(/[+#?]/);
    expect(query).toContain("%2B");
  });

  it("cannot be made to carry a second body or subject parameter", () => {
    const { subject, body, names } = parse(
      compose({ firstName: "foo&body=evil", company: "x&subject=spoof", message: "hi&body=evil&cc=a@b.test" }),
    );
    expect(names).toEqual(["subject", "body"]);
    expect(subject).toBe(`${prefix}: foo&body=evil (x&subject=spoof)`);
    expect(body).toBe("hi&body=evil&cc=a@b.test\r\n\r\nfoo&body=evil\r\nx&subject=spoof");
  });

  it("writes every line break as an encoded CRLF, as RFC 6068 asks", () => {
    const link = compose({ firstName: "Jo", message: "one\r\ntwo\nthree\rfour" });
    const query = link.split("?")[1] ?? "";

    expect(query).toContain("one%0D%0Atwo%0D%0Athree%0D%0Afour");
    expect(query).not.toMatch(/%0D(?!%0A)/);
    expect(query).not.toMatch(/(?<!%0D)%0A/);
    expect(parse(link).body).toBe("one\r\ntwo\r\nthree\r\nfour\r\n\r\nJo");
  });

  it("keeps non-Latin text and emoji intact", () => {
    const message = "日本語のメッセージ. Ελληνικά κείμενα. Hello 👋";
    const { subject, body } = parse(compose({ firstName: "Ελένη", lastName: "山田", company: "会社 👋", message }));
    expect(subject).toBe(`${prefix}: Ελένη 山田 (会社 👋)`);
    expect(body).toBe(`${message}\r\n\r\nΕλένη 山田\r\n会社 👋`);
  });
});
