import { useEffect, useEffectEvent, type RefObject } from "react";
import { takeHeldSubmit } from "./held-submit";

type PrerenderedForm = {
  form: RefObject<HTMLFormElement | null>;
  field: RefObject<HTMLInputElement | null>;
  adopt: (typed: string) => void;
  submit: (typed: string) => void;
};

/** What was typed before React took the form over becomes its state; a held submit goes through. */
export function usePrerenderedForm({ form, field, adopt, submit }: PrerenderedForm): void {
  const takeOver = useEffectEvent(() => {
    const typed = field.current?.value ?? "";
    if (typed) adopt(typed);
    if (takeHeldSubmit(form.current) && typed) submit(typed);
  });
  useEffect(() => takeOver(), []);
}
