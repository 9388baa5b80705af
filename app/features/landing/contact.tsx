import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section-heading";
import type { Landing } from "@content/schema";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

type ContactProps = {
  contact: Landing["contact"];
  form: ReactNode;
  quickConnect: ReactNode;
};

export function Contact({ contact, form, quickConnect }: ContactProps) {
  return (
    <section
      id="contact"
      {...markOf(layOutLaterAttribute)}
      aria-labelledby="contact-heading"
      className="border-t border-line bg-paper"
    >
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8 lg:py-32 print:py-6">
        <SectionHeading id="contact-heading" eyebrow={contact.eyebrow} title={contact.heading}>
          {contact.intro}
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-8 lg:grid-cols-[7fr_4fr] print:mt-6">
          {form}
          {quickConnect}
        </div>
      </div>
    </section>
  );
}
