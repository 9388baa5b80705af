import { SectionHeading } from "~/components/section-heading";
import type { Landing, Site } from "@content/schema";
import { ContactForm } from "./contact-form";
import { QuickConnect } from "./quick-connect";

type ContactProps = { contact: Landing["contact"]; site: Site };

export function Contact({ contact, site }: ContactProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="border-t border-line bg-paper">
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8 lg:py-32">
        <SectionHeading id="contact-heading" eyebrow={contact.eyebrow} title={contact.heading}>
          {contact.intro}
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-8 lg:grid-cols-[7fr_4fr]">
          <ContactForm contact={contact} email={site.email} />
          <QuickConnect site={site} contact={contact} />
        </div>
      </div>
    </section>
  );
}
