export default function ProductsPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Products</h1>
    </div>
  );
}
