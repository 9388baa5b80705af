import {
  Building2,
  Compass,
  Handshake,
  Layers,
  Lightbulb,
  Mail,
  MapPin,
  Sparkles,
  Target,
  Users,
  type LucideProps,
} from "lucide-react";
import type { ComponentType } from "react";
import type { IconName } from "@content/schema";

/** lucide-react ships no brand marks, so the professional-network glyph is drawn here. */
function LinkedInIcon(props: LucideProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" width={24} height={24} aria-hidden="true" {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

const icons: Record<IconName, ComponentType<LucideProps>> = {
  users: Users,
  compass: Compass,
  layers: Layers,
  handshake: Handshake,
  mail: Mail,
  linkedin: LinkedInIcon,
  "map-pin": MapPin,
  sparkles: Sparkles,
  target: Target,
  building: Building2,
  lightbulb: Lightbulb,
};

/** Decorative: the text beside an icon carries the meaning. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
