import { useEffect } from "react";
import { PrefetchPageLinks } from "react-router";
import { projectIds } from "@content/project-ids";
import { warmVault } from "~/lib/vault/client";

/**
 * Rendered once the visitor starts typing the password: the grid's and the
 * case study's code and the encrypted index arrive while they type, so only
 * the key derivation is left after they submit. Every case study shares one
 * route module: any id prefetches it.
 */
export function PrefetchGatedContent() {
  useEffect(() => void warmVault(), []);
  return (
    <>
      <PrefetchPageLinks page="/projects" />
      <PrefetchPageLinks page={`/project/${projectIds[0]}`} />
    </>
  );
}
