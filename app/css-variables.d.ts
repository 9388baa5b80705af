import "react";

declare module "react" {
  /** Brand colours are data, passed to utilities as CSS variables (bg-(--brand)). */
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}
