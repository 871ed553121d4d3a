import type { Member } from '@toko/shared';
import { useState } from 'react';
import { SearchField } from '../../../components/list-page/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMembers } from '../api/members.ts';
import { ReliabilityBadge } from './reliability-badge.tsx';

/** Searchable member list with checkboxes; the order of ticking is the order of positions. */
export function MemberPicker({
  selected,
  onChange,
}: {
  selected: Member[];
  onChange: (members: Member[]) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const members = useMembers({ search: debounced.trim() || undefined, limit: 50 });
  const chosen = new Set(selected.map((m) => m.id));

  const toggle = (member: Member) =>
    onChange(chosen.has(member.id) ? selected.filter((m) => m.id !== member.id) : [...selected, member]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">Member (urutan pilih = posisi)</legend>
      <SearchField label="Cari member" value={search} onChange={setSearch} wide />
      <div className="max-h-48 overflow-y-auto rounded-lg border border-stone-200">
        {members.isError ? (
          <div className="p-2">
            <ErrorText error={members.error} />
          </div>
        ) : !members.data ? (
          <Spinner />
        ) : members.data.data.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-stone-500">No Members found.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {members.data.data.map((m) => {
              const position = selected.findIndex((s) => s.id === m.id) + 1;
              return (
                <li key={m.id}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-stone-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={chosen.has(m.id)}
                      onChange={() => toggle(m)}
                    />
                    <span className="min-w-0 flex-1 truncate">
                      {m.name} <span className="text-stone-500">· {m.passcode}</span>
                    </span>
                    <ReliabilityBadge percent={m.reliability.on_time_percent} />
                    {position > 0 ? (
                      <span className="rounded-full bg-brand-100 px-2 text-xs font-medium text-brand-800">
                        #{position}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {selected.length > 0 ? (
        <p className="text-xs text-stone-600">
          Dipilih: {selected.map((m, i) => `${i + 1}. ${m.name}`).join(', ')}
        </p>
      ) : null}
    </fieldset>
  );
}
