export default function ArisanDetailPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Arisan</h1>
    </div>
  );
}
