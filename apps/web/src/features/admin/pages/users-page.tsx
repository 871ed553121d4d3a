export default function UsersPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Users</h1>
    </div>
  );
}
