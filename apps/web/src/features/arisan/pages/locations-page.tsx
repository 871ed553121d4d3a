export default function LocationsPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Locations</h1>
    </div>
  );
}
