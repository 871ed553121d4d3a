import type { Region } from '@toko/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useRegions } from '../../../../api/regions/regions.ts';
import { Combobox } from '../../../../components/ui/combobox.tsx';

export interface RegionSet {
  provinsi: Region[];
  kabupaten: Region[];
}

const byLabel = (a: Region, b: Region) => a.label.localeCompare(b.label, 'id');
const options = (regions: Region[], taken: Region[]) =>
  regions
    .filter((r) => !taken.some((t) => t.code === r.code))
    .map((r) => ({ value: r.code, label: r.label }));

function Chips({
  title,
  regions,
  onRemove,
}: {
  title: string;
  regions: Region[];
  onRemove: (r: Region) => void;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-stone-700">{title}</h3>
      {regions.length === 0 ? (
        <p className="text-sm text-stone-500">Belum ada</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {regions.map((r) => (
            <li
              key={r.code}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
            >
              {r.label}
              <button
                type="button"
                aria-label={`Hapus ${r.label}`}
                className="rounded-full p-1 hover:bg-brand-100"
                onClick={() => onRemove(r)}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Whole provinces, and single kabupaten/kota found by first picking their province: the pair both the
 * delivery area and a shipping zone are made of (ADR 071, ADR 073). Regions load per parent, so only
 * the list the owner opens is fetched. `within` narrows the choice (a zone lies inside the area);
 * `labels` name the controls where two such pickers could share a page.
 */
export function RegionSetPicker({
  value,
  onChange,
  within,
  labels,
  errors = {},
}: {
  value: RegionSet;
  onChange: (next: RegionSet) => void;
  within?: RegionSet;
  labels: { addProvince: string; kabupatenProvince: string; addKabupaten: string };
  errors?: { provinsi?: string; kabupaten?: string };
}) {
  const [inProvince, setInProvince] = useState('');
  const provinces = useRegions(undefined);
  const kabupatenOf = useRegions(inProvince || null);

  const wholeProvinces = new Set(within?.provinsi.map((r) => r.code));
  const allowedProvinces = within
    ? new Set([...wholeProvinces, ...within.kabupaten.map((r) => r.code.split('.')[0] ?? '')])
    : null;
  const provinceList = (provinces.data ?? []).filter(
    (r) => !allowedProvinces || allowedProvinces.has(r.code),
  );
  const kabupatenList = (kabupatenOf.data ?? []).filter(
    (r) => !within || wholeProvinces.has(inProvince) || within.kabupaten.some((k) => k.code === r.code),
  );
  const add = (field: keyof RegionSet, from: Region[], code: string) => {
    const region = from.find((r) => r.code === code);
    if (region) onChange({ ...value, [field]: [...value[field], region].sort(byLabel) });
  };
  const remove = (field: keyof RegionSet, region: Region) =>
    onChange({ ...value, [field]: value[field].filter((r) => r.code !== region.code) });

  return (
    <>
      <Chips title="Provinsi (seluruhnya)" regions={value.provinsi} onRemove={(r) => remove('provinsi', r)} />
      <Combobox
        label={labels.addProvince}
        placeholder="Cari provinsi"
        options={options(provinceList, value.provinsi)}
        value=""
        error={errors.provinsi}
        loading={provinces.isPending}
        onChange={(code) => add('provinsi', provinceList, code)}
      />
      <Chips title="Kabupaten/Kota" regions={value.kabupaten} onRemove={(r) => remove('kabupaten', r)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Combobox
          label={labels.kabupatenProvince}
          placeholder="Cari provinsi"
          options={provinceList.map((r) => ({ value: r.code, label: r.label }))}
          value={inProvince}
          loading={provinces.isPending}
          onChange={setInProvince}
        />
        <Combobox
          label={labels.addKabupaten}
          placeholder="Cari kabupaten/kota"
          options={options(kabupatenList, value.kabupaten)}
          value=""
          error={errors.kabupaten}
          disabled={!inProvince}
          loading={kabupatenOf.isFetching}
          onChange={(code) => add('kabupaten', kabupatenList, code)}
        />
      </div>
    </>
  );
}
