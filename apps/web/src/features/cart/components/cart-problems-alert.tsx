/** Why the cart cannot go on to an order yet, one reason per line (see cartProblems). */
export function CartProblemsAlert({
  problems,
  id,
  className = '',
}: {
  problems: string[];
  id?: string;
  className?: string;
}) {
  return (
    <div id={id} role="alert" className={`rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ${className}`}>
      <p className="font-semibold">Checkout belum bisa dilanjutkan</p>
      <ul className="mt-1 list-disc pl-4">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
