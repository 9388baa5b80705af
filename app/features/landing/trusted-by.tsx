type TrustedByProps = { label: string; companies: readonly string[] };

/** Company names as text wordmarks: no logo files to license, fetch or lay out. */
export function TrustedBy({ label, companies }: TrustedByProps) {
  return (
    <div className="mt-16 print:hidden">
      <p className="text-xs font-semibold tracking-[0.2em] text-subtle uppercase">{label}</p>
      <ul className="mt-5 flex flex-wrap items-center gap-x-10 gap-y-4">
        {companies.map((company) => (
          <li key={company} className="font-display text-xl font-semibold tracking-tight text-ink/70 sm:text-2xl">
            {company}
          </li>
        ))}
      </ul>
    </div>
  );
}
