export default function ProductFormPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Product</h1>
    </div>
  );
}
