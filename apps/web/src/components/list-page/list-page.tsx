import { type ReactNode, useId } from 'react';

/**
 * An admin list page: the title (with an optional line under it), the page's own actions beside it
 * ('Add Arisan', 'Ekspor CSV'), then the search, the filters and the list. A page inside another one
 * ('Impor Mutasi' in Orders) has the way back (`BackLink`) above its title.
 */
export function ListPage({
  title,
  intro,
  actions,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold">{title}</h1>;
  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      {back ? <div className="-mb-5">{back}</div> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {intro ? (
          <div>
            {heading}
            <p className="mt-1 text-sm text-stone-600">{intro}</p>
          </div>
        ) : (
          heading
        )}
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A list inside a page (an arisan's members, its ledger): a heading that names it, actions beside it. */
export function ListSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
