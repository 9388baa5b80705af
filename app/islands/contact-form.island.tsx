import { ContactForm } from "~/features/landing/contact-form";
import { landing } from "@content/landing";
import { site } from "@content/site";

export default function ContactFormIsland() {
  return <ContactForm contact={landing.contact} email={site.email} />;
}
