import type { ReactNode } from 'react';
import layout from './layout.module.css';

/** A titled card of an overview: a section named by its heading. `id` is the heading's id. */
export function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h2 id={id} className={layout.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
