import { useEffect, useEffectEvent, type RefObject } from "react";
import { takeHeldSubmit } from "./held-submit";

type PrerenderedForm = {
  form: RefObject<HTMLFormElement | null>;
  field: RefObject<HTMLInputElement | null>;
  /** Takes what was typed before React ran the form as its state. */
  adopt: (typed: string) => void;
  submit: (typed: string) => void;
};

/**
 * A prerendered form can be typed into, and submitted, before its code runs
 * (a slow phone, a visitor who types at once). When React takes it over,
 * what was typed becomes its state and a submit held meanwhile goes through.
 */
export function usePrerenderedForm({ form, field, adopt, submit }: PrerenderedForm): void {
  const takeOver = useEffectEvent(() => {
    const typed = field.current?.value ?? "";
    if (typed) adopt(typed);
    if (takeHeldSubmit(form.current) && typed) submit(typed);
  });
  useEffect(() => takeOver(), []);
}
