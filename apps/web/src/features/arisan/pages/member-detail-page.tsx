export default function MemberDetailPage() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Member</h1>
    </div>
  );
}
