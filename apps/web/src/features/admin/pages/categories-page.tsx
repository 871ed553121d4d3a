export default function CategoriesPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Categories</h1>
    </div>
  );
}
