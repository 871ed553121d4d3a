export default function OrdersPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Orders</h1>
    </div>
  );
}
