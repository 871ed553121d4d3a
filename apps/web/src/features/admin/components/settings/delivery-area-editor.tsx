import type { DeliveryArea, Region } from '@toko/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../api/client.ts';
import { useRegions } from '../../../../api/regions/regions.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Combobox } from '../../../../components/ui/combobox.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useSaveDeliveryArea } from '../../api/save-settings.ts';

export const byLabel = (a: Region, b: Region) => a.label.localeCompare(b.label, 'id');
export const options = (regions: Region[] | undefined, taken: Region[]) =>
  (regions ?? [])
    .filter((r) => !taken.some((t) => t.code === r.code))
    .map((r) => ({ value: r.code, label: r.label }));

export function Chips({
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
 * 'Area Pengiriman': whole provinces, or single kabupaten/kota, from all of Indonesia (searchable). A
 * province enables every kabupaten in it; the address form then offers exactly this area (ADR 071).
 */
export function DeliveryAreaEditor({ area }: { area: DeliveryArea }) {
  const [provinsi, setProvinsi] = useState(area.provinsi);
  const [kabupaten, setKabupaten] = useState(area.kabupaten);
  const [inProvince, setInProvince] = useState('');
  const provinces = useRegions(undefined);
  const kabupatenOf = useRegions(inProvince || null);
  const save = useSaveDeliveryArea();

  const add = (list: Region[], set: (next: Region[]) => void, from: Region[] | undefined, code: string) => {
    const region = from?.find((r) => r.code === code);
    if (region) set([...list, region].sort(byLabel));
  };
  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({
        provinsi: provinsi.map((r) => r.code),
        kabupaten: kabupaten.map((r) => r.code),
      });
      setProvinsi(saved.delivery_area.provinsi);
      setKabupaten(saved.delivery_area.kabupaten);
      toast.success('Area pengiriman berhasil disimpan');
    } catch (err) {
      toast.error(`Gagal menyimpan area pengiriman: ${errorMessage(err)}`);
    }
  };

  return (
    <SectionCard title="Area Pengiriman">
      <p className="mb-4 text-sm text-stone-600">
        Pelanggan hanya dapat memilih alamat di area ini. Satu provinsi berarti semua kabupaten/kota di
        dalamnya.
      </p>
      <div className="flex flex-col gap-5">
        <Chips
          title="Provinsi (seluruhnya)"
          regions={provinsi}
          onRemove={(r) => setProvinsi(provinsi.filter((p) => p.code !== r.code))}
        />
        <Combobox
          label="Tambah Provinsi"
          placeholder="Cari provinsi"
          options={options(provinces.data, provinsi)}
          value=""
          loading={provinces.isPending}
          onChange={(code) => add(provinsi, setProvinsi, provinces.data, code)}
        />
        <Chips
          title="Kabupaten/Kota"
          regions={kabupaten}
          onRemove={(r) => setKabupaten(kabupaten.filter((k) => k.code !== r.code))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Combobox
            label="Provinsi dari kabupaten/kota"
            placeholder="Cari provinsi"
            options={(provinces.data ?? []).map((r) => ({ value: r.code, label: r.label }))}
            value={inProvince}
            loading={provinces.isPending}
            onChange={setInProvince}
          />
          <Combobox
            label="Tambah Kabupaten/Kota"
            placeholder="Cari kabupaten/kota"
            options={options(kabupatenOf.data, kabupaten)}
            value=""
            disabled={!inProvince}
            loading={kabupatenOf.isFetching}
            onChange={(code) => add(kabupaten, setKabupaten, kabupatenOf.data, code)}
          />
        </div>
        <div className="flex justify-end">
          <Button onClick={onSave} disabled={save.isPending}>
            Simpan Area Pengiriman
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
