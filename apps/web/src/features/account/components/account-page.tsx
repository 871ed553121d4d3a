import { type ReactNode, useId } from 'react';

/**
 * A page of the account area under its title (which names it). `stack` spaces the page's parts evenly;
 * `back` is a link above the title.
 */
export function AccountPage({
  title,
  className = '',
  stack = false,
  back,
  children,
}: {
  title: string;
  className?: string;
  stack?: boolean;
  back?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h1 id={id} className={`text-xl font-bold ${stack ? '' : 'mb-4'}`}>
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={id} className={`${stack ? 'flex flex-col gap-4' : ''} ${className}`}>
      {back ? (
        <div className="flex flex-col gap-2">
          {back}
          {heading}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
