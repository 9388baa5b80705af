import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { PasswordPrompt } from "~/features/access/password-prompt";
import { promptLink } from "~/features/access/prompt-link";
import { About } from "~/features/landing/about";
import { Contact } from "~/features/landing/contact";
import { FeaturedProjects } from "~/features/landing/featured-projects";
import { Hero } from "~/features/landing/hero";
import { Impact } from "~/features/landing/impact";
import { Skills } from "~/features/landing/skills";
import { Island } from "~/boot/islands/island";
import { IslandsScript } from "~/boot/scripts";
import { absoluteImageUrl, absoluteUrl, pageMeta } from "~/components/page-meta";
import { requestAccessFor } from "~/gated-page/screens/request-access-for";
import type { PageHandle } from "~/boot/page-scripts";
import { access, featuredProjects, landing, site } from "@content/public";
import { gridPath, studyPath } from "@site/routes";
import type { Route } from "./+types/home";

export const handle = { staticPage: true } satisfies PageHandle;

export function meta(_: Route.MetaArgs) {
  return [
    ...pageMeta({ title: `${site.name} · ${site.jobTitle}`, path: "/" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Person",
        name: site.name,
        jobTitle: site.jobTitle,
        email: `mailto:${site.email}`,
        url: absoluteUrl("/"),
        image: absoluteImageUrl(landing.about.headshot.file),
        sameAs: [site.profileUrl],
        address: {
          "@type": "PostalAddress",
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          addressCountry: site.address.country,
        },
        knowsAbout: landing.skills.tiles.map((tile) => tile.title),
      },
    },
  ];
}

const workHref = site.nav.find((item) => item.requiresAuth)?.href ?? gridPath;
/** The prompt's "Request access" for each page it opens for: the work link's and the featured cards'. */
const requestHrefs = Object.fromEntries(
  [workHref, ...featuredProjects.map((project) => studyPath(project.id))].map((path) => [path, requestAccessFor(path)]),
);

export default function Home() {
  return (
    <>
      <SiteNav site={site} protectedLink={promptLink("portfolio")} />
      <main id="main" tabIndex={-1}>
        <Hero hero={landing.hero} site={site} workHref={workHref} workLink={promptLink("portfolio")} />
        <About about={landing.about} resume={site.resume} />
        <Impact impact={landing.impact} />
        <FeaturedProjects
          featured={landing.featured}
          projects={featuredProjects}
          tagsLabel={site.ui.tagsLabel}
          protectedLink={promptLink("caseStudy")}
        />
        <Skills skills={landing.skills} levelOutOf={site.ui.levelOutOf} />
        <Contact
          contact={landing.contact}
          form={<Island name="contact-form" />}
          quickConnect={<Island name="quick-connect" hydrate="in-view" />}
        />
      </main>
      <SiteFooter site={site} />
      <PasswordPrompt access={access} requestHrefs={requestHrefs}>
        <Island name="password-prompt" />
      </PasswordPrompt>
      <IslandsScript />
    </>
  );
}
