import { parseContent } from "./parse-content";
import { accessSchema } from "./schema";

/** Words of the protected pages (spec §2, "Password gate"). */
export const access = parseContent("content/access.ts", accessSchema, {
  title: "Protected Content",
  confidential: "This portfolio section contains confidential work.",
  needAccess: "Need access? Contact me directly for portfolio viewing credentials.",
  contactLabel: "Contact me",
  accessRequestSubject: "Portfolio access request",
  backHomeLabel: "Back to Home",
});
