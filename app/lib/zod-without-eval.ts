import { z } from "zod";

// The site's Content-Security-Policy forbids eval. Left to itself, zod probes for it with `new Function`
// as each schema is built, to compile faster parsers, and the browser reports every probe as a violation.
// Imported ahead of any schema, so it is set before the first one is built.
z.config({ jitless: true });
