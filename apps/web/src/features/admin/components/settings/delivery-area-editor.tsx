import type { DeliveryArea } from '@toko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../api/client.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useSaveDeliveryArea } from '../../api/save-settings.ts';
import { type RegionSet, RegionSetPicker } from './region-set-picker.tsx';

/**
 * 'Area Pengiriman': whole provinces, or single kabupaten/kota, from all of Indonesia (searchable). A
 * province enables every kabupaten in it; the address form then offers exactly this area (ADR 071).
 */
export function DeliveryAreaEditor({ area }: { area: DeliveryArea }) {
  const [regions, setRegions] = useState<RegionSet>(area);
  const save = useSaveDeliveryArea();

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({
        provinsi: regions.provinsi.map((r) => r.code),
        kabupaten: regions.kabupaten.map((r) => r.code),
      });
      setRegions(saved.delivery_area);
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
        <RegionSetPicker
          value={regions}
          onChange={setRegions}
          labels={{
            addProvince: 'Tambah Provinsi',
            kabupatenProvince: 'Provinsi dari kabupaten/kota',
            addKabupaten: 'Tambah Kabupaten/Kota',
          }}
        />
        <div className="flex justify-end">
          <Button onClick={onSave} disabled={save.isPending}>
            Simpan Area Pengiriman
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
