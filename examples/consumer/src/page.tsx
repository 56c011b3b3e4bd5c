import type { ReactNode } from 'react';

export interface PageProps {
  /** The page's heading (its only h1). */
  title: string;
  children?: ReactNode;
}

/** The frame of this app's pages inside the shell's layout: a heading and the content. */
export function Page({ title, children }: PageProps) {
  return (
    <section className="flex flex-col gap-6 p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
