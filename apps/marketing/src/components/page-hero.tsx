import { ReactNode } from 'react';

/** The colored header band of inner pages: one h1 and an optional subtitle. */
export function PageHero({ title, subtitle, eyebrow, children }: { title: string; subtitle?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow eyebrow--light">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
