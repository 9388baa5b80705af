import { createContext, use, type ReactNode } from "react";

// Each study's images are sealed under that study's key: this names the study for the images below it.
const StudyImagesContext = createContext<string | null>(null);

export function StudyImages({ id, children }: { id: string; children: ReactNode }) {
  return <StudyImagesContext value={id}>{children}</StudyImagesContext>;
}

export function useImagesStudy(): string {
  const id = use(StudyImagesContext);
  if (id === null) throw new Error("A private image opens under its study's key: render it within StudyImages");
  return id;
}
