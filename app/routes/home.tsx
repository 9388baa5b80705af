import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { AccessPrompt } from "~/features/access/access-prompt";
import { About } from "~/features/landing/about";
import { Contact } from "~/features/landing/contact";
import { FeaturedProjects } from "~/features/landing/featured-projects";
import { Hero } from "~/features/landing/hero";
import { Impact } from "~/features/landing/impact";
import { Skills } from "~/features/landing/skills";
import { absoluteImageUrl, absoluteUrl, pageMeta } from "~/lib/page-meta";
import { access } from "@content/access";
import { featuredProjects } from "@content/featured";
import { landing } from "@content/landing";
import { site } from "@content/site";
import type { Route } from "./+types/home";

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

const workHref = site.nav.find((item) => item.requiresAuth)?.href ?? "/projects";

export default function Home() {
  return (
    <AccessPrompt access={access}>
      {(requestAccess) => {
        const openPortfolio = (href: string) => requestAccess(href, "portfolio");
        return (
          <>
            <SiteNav site={site} onProtectedNavigate={openPortfolio} />
            <main id="main">
              <Hero hero={landing.hero} site={site} workHref={workHref} onOpenWork={openPortfolio} />
              <About about={landing.about} resume={site.resume} />
              <Impact impact={landing.impact} />
              <FeaturedProjects
                featured={landing.featured}
                projects={featuredProjects}
                tagsLabel={site.ui.tagsLabel}
                onOpenProject={(href) => requestAccess(href, "caseStudy")}
              />
              <Skills skills={landing.skills} levelOutOf={site.ui.levelOutOf} />
              <Contact contact={landing.contact} site={site} />
            </main>
            <SiteFooter site={site} />
          </>
        );
      }}
    </AccessPrompt>
  );
}
