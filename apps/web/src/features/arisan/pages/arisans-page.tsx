export default function ArisansPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Arisan</h1>
    </div>
  );
}
