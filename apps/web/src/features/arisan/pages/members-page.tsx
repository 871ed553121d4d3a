export default function MembersPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Members</h1>
    </div>
  );
}
