import { useEffect } from "react";
import { PrefetchPageLinks } from "react-router";
import { projectIds } from "@content/public";
import { warmVault } from "~/lib/vault/client";

/** While the visitor types, so only key derivation is left after submit. Every study shares one route module. */
export function PrefetchGatedContent() {
  useEffect(() => void warmVault(), []);
  return (
    <>
      <PrefetchPageLinks page="/projects" />
      <PrefetchPageLinks page={`/project/${projectIds[0]}`} />
    </>
  );
}
