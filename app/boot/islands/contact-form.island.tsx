import { ContactForm } from "~/features/landing/contact-form";
import { landing, site } from "@content/public";

export default function ContactFormIsland() {
  return <ContactForm contact={landing.contact} email={site.email} />;
}
