import { parseContent } from "../../parse-content.ts";
import { caseStudySchema } from "../../schema.ts";

export const caseStudy = parseContent("content/private/case-studies/bissell.ts", caseStudySchema, {
  title: "Bissell",
  company: "Bissell",
  role: "Senior Product Design Manager",
  date: "2022",
  tagline: "The cleaning devices, the app and the store, connected.",
  heroImage: {
    file: "bissell/hero-device-mockup.svg",
    alt: "Phone mockup of the Bissell app showing a connected cleaner's battery level, tank status and cleaning modes",
  },
  brandColor: "#1d4ed8",
  overview:
    "Bissell's connected vacuums and wet-dry cleaners already reported battery, tank and filter status, but the app that showed it had no link to the Bissell store, and each product line had its own screens built by a different vendor. Owners ran out of cleaning formula or wore out a brush roll and bought replacements somewhere else. As Senior Product Design Manager I led the design of one app that monitors and controls devices, a template ecosystem that brings all three connected product lines onto one set of screens, and shopping journeys that target dry and wet cleaning needs. Conversion from the app to the store rose 45%.",
  roleResponsibilities: [
    "Led a team of four product designers across the connected-device app and the Bissell online store",
    "Set the product design vision with product, hardware engineering and e-commerce leadership",
    "Created the template ecosystem that lets each new connected product ship on shared, tested screens",
    "Designed device monitoring and control, from pairing and battery status to cleaning modes and maintenance alerts",
    "Connected device data to the store so formula, filter and part recommendations match the owner's own machine",
    "Ran in-home research and usability testing with owners of dry, wet and multi-surface cleaners",
  ],
  challenge: {
    summary:
      "The app and the store were separate products with separate teams, so the moment a device signalled a need, such as an empty formula tank or a filter due for replacement, was the moment Bissell lost the customer. Every new connected product also meant another vendor building another set of screens, which left owners of two Bissell machines learning two different apps and made each launch slow and expensive.",
  },
  solution: {
    summary:
      "One Bissell app for every connected device. A shared set of templates for setup, status, controls, maintenance and help adapts to each product line, so a new device ships with screens that are already tested. Device status links directly to the right formula, filter or part, and recommendations separate dry cleaning from wet cleaning so owners see what fits how they clean.",
  },
  process: {
    phases: [
      {
        phase: "In-home research",
        description:
          "Visited 16 households to watch how people cleaned, maintained their machines and bought supplies, and where the app let them down.",
      },
      {
        phase: "Ecosystem audit",
        description:
          "Audited every vendor-built screen across the three product lines and grouped them into the handful of jobs owners actually do.",
      },
      {
        phase: "Template system",
        description:
          "Designed five screen templates with hardware engineering so each product line fills in its own data, modes and parts.",
      },
      {
        phase: "Commerce integration",
        description:
          "Mapped device signals such as tank levels and filter life to store products, and designed recommendations split by dry and wet cleaning.",
      },
      {
        phase: "Prototype and test",
        description:
          "Tested prototypes connected to real devices with owners at home, refining pairing and maintenance flows over three rounds.",
      },
      {
        phase: "Launch and measure",
        description:
          "Launched product line by product line and tracked app-to-store conversion, reorder rates and store ratings.",
      },
    ],
  },
  outcomes: {
    items: [
      { metric: "45%", description: "Increase in conversion from the app to the Bissell store" },
      { metric: "3", description: "Connected product lines running on one shared template ecosystem" },
      { metric: "4.6/5", description: "Store rating from customers after the connected journeys launched" },
      {
        metric: "5",
        description:
          "Screen templates, for setup, status, controls, maintenance and help, that every new device ships on",
      },
    ],
    galleries: [
      {
        title: "The Impact",
        description:
          "Device monitoring and control: battery, tanks, cleaning modes and maintenance for every connected machine, in one place.",
        display: "phone",
        screens: [
          {
            image: {
              file: "bissell/monitor-device-home.svg",
              alt: "Device home screen showing a connected cleaner's status at a glance",
            },
            title: "Device Home",
            description: "Every connected machine the owner has, with its status at a glance.",
          },
          {
            image: {
              file: "bissell/monitor-battery.svg",
              alt: "Battery screen with charge level and estimated runtime",
            },
            title: "Battery and Runtime",
            description: "Charge level and the cleaning time left for the current mode.",
          },
          {
            image: {
              file: "bissell/monitor-tank-levels.svg",
              alt: "Tank levels screen showing clean water, dirty water and formula",
            },
            title: "Tank Levels",
            description: "Clean water, dirty water and formula levels, with a nudge before a tank runs out.",
          },
          {
            image: {
              file: "bissell/monitor-cleaning-modes.svg",
              alt: "Cleaning modes screen with options for hard floors, rugs and carpets",
            },
            title: "Cleaning Modes",
            description: "Switch between modes for hard floors, rugs and carpet from the phone.",
          },
          {
            image: {
              file: "bissell/monitor-maintenance.svg",
              alt: "Maintenance alerts screen with filter and brush roll reminders",
            },
            title: "Maintenance Alerts",
            description: "Filter and brush roll reminders timed to actual use, not the calendar.",
          },
        ],
      },
      {
        title: "The Impact",
        description:
          "A template ecosystem across products: five shared templates that every product line fills with its own data, modes and parts.",
        display: "phone",
        screens: [
          {
            image: {
              file: "bissell/ecosystem-product-picker.svg",
              alt: "Product picker listing the owner's vacuums and wet-dry cleaners",
            },
            title: "Product Picker",
            description: "One app for every machine, with a switcher for households that own several.",
          },
          {
            image: {
              file: "bissell/ecosystem-setup.svg",
              alt: "Setup template pairing a new device over Wi-Fi step by step",
            },
            title: "Setup Template",
            description: "Pairing and first-run steps shared by every product line.",
          },
          {
            image: {
              file: "bissell/ecosystem-status.svg",
              alt: "Status template showing a multi-surface cleaner's readings",
            },
            title: "Status Template",
            description: "The same layout for every device, filled with that device's own readings.",
          },
          {
            image: {
              file: "bissell/ecosystem-controls.svg",
              alt: "Controls template with mode and suction settings",
            },
            title: "Controls Template",
            description: "Modes and settings that adapt to what each machine can do.",
          },
          {
            image: {
              file: "bissell/ecosystem-help.svg",
              alt: "Help template with troubleshooting steps and a how-to video",
            },
            title: "Help Template",
            description: "Troubleshooting and how-to videos matched to the exact model.",
          },
        ],
      },
      {
        title: "The Impact",
        description:
          "Targeting dry and wet cleaning: shopping journeys that match formulas, filters and parts to how each household cleans.",
        display: "phone",
        screens: [
          {
            image: {
              file: "bissell/target-cleaning-needs.svg",
              alt: "Cleaning needs screen asking about floors, pets and messes",
            },
            title: "Cleaning Needs",
            description: "A few questions about floors, pets and messes shape every recommendation.",
          },
          {
            image: {
              file: "bissell/target-dry-cleaning.svg",
              alt: "Dry cleaning recommendations with filters and brush rolls",
            },
            title: "Dry Cleaning Picks",
            description: "Filters, brush rolls and tools for vacuum owners.",
          },
          {
            image: {
              file: "bissell/target-wet-cleaning.svg",
              alt: "Wet cleaning recommendations with formulas for hard floors and carpet",
            },
            title: "Wet Cleaning Picks",
            description: "Formulas matched to the machine and the surfaces being cleaned.",
          },
          {
            image: {
              file: "bissell/target-formula-reorder.svg",
              alt: "Formula reorder prompt triggered by a low tank reading",
            },
            title: "Formula Reorder",
            description: "A low formula reading turns into a one-tap reorder.",
          },
          {
            image: {
              file: "bissell/target-checkout.svg",
              alt: "Checkout screen with saved payment and delivery details",
            },
            title: "Checkout",
            description: "Saved details make checkout from the app a single step.",
          },
        ],
      },
    ],
  },
  learned:
    "I learned that a connected product earns its place in someone's home through the small, well-timed moments, such as a reminder before the formula runs out. The template ecosystem was less glamorous than any single screen, but it is what let three product lines feel like one brand. I now push for shared foundations before the first feature, not after the third.",
  tools: ["Figma", "FigJam", "ProtoPie", "Maze", "UserTesting", "Google Analytics", "Jira", "Confluence"],
  tags: ["IoT", "E-Commerce", "Mobile", "Design Systems", "Consumer"],
  testimonial: {
    quote:
      "For the first time our app and our store worked as one product. The templates cut the time it takes to bring a new connected machine into the app, and the store numbers followed.",
    author: "Jason VanderMolen",
    role: "Director of Digital Product",
  },
});
