import type { Region } from '@toko/shared';
import { useEffect } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useDeliveryArea } from '../api/regions/delivery-area.ts';
import { useRegions } from '../api/regions/regions.ts';
import { Combobox } from './ui/combobox.tsx';

interface RegionValues {
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
  desa: string;
}
type Level = keyof RegionValues;
const BELOW: Record<Level, Level[]> = {
  provinsi: ['kabupaten', 'kecamatan', 'desa'],
  kabupaten: ['kecamatan', 'desa'],
  kecamatan: ['desa'],
  desa: [],
};

const toOptions = (regions: Region[] | undefined) =>
  (regions ?? []).map((r) => ({ value: r.name, label: r.label }));
const codeOf = (regions: Region[] | undefined, name: string) =>
  regions?.find((r) => r.name === name)?.code ?? null;

/**
 * The address form's four region pickers, offering exactly the shop's delivery area (ADR 071): the
 * provinces with anything enabled, then a whole province's kabupaten or only the enabled ones, then
 * every kecamatan and desa under the pick. Each list loads for its parent from GET /api/regions and
 * stays in the query cache. An area of one province starts with it picked.
 */
export function useRegionPickers<T extends RegionValues>(
  anyForm: UseFormReturn<T, unknown, unknown>,
  errors: FieldErrors<T> | FieldErrors<RegionValues>,
  { keepOutsideArea }: { keepOutsideArea: boolean },
) {
  // The four region fields are all this needs of the form.
  const form = anyForm as unknown as UseFormReturn<RegionValues, unknown, unknown>;
  const [provinsi, kabupaten, kecamatan, desa] = form.watch(['provinsi', 'kabupaten', 'kecamatan', 'desa']);
  const area = useDeliveryArea();
  const provinces = useRegions(undefined);

  const areaProvinceCodes = new Set([
    ...(area.data?.provinsi.map((p) => p.code) ?? []),
    ...(area.data?.kabupaten.map((k) => k.code.split('.')[0]) ?? []),
  ]);
  const provinceList = provinces.data?.filter((p) => areaProvinceCodes.has(p.code));
  const provinsiCode = codeOf(provinceList, provinsi);
  const wholeProvince = area.data?.provinsi.some((p) => p.code === provinsiCode) ?? false;
  const allKabupaten = useRegions(wholeProvince ? provinsiCode : null);
  const kabupatenList = wholeProvince
    ? allKabupaten.data
    : area.data?.kabupaten.filter((k) => provinsiCode !== null && k.code.startsWith(`${provinsiCode}.`));
  const kecamatanList = useRegions(codeOf(kabupatenList, kabupaten));
  const desaList = useRegions(codeOf(kecamatanList.data, kecamatan));

  const set = (level: Level, value: string) => {
    const submitted = form.formState.isSubmitted;
    form.setValue(level, value, { shouldValidate: submitted, shouldDirty: true });
    for (const below of BELOW[level]) form.setValue(below, '', { shouldValidate: submitted });
  };

  // One province in the area: picked from the start (as Jawa Timur was). A new address whose default
  // province is not in the area starts empty.
  const only = provinceList?.length === 1 ? provinceList[0]?.name : undefined;
  const current = provinceList?.some((p) => p.name === provinsi);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lists arrive, not on each keystroke
  useEffect(() => {
    if (!provinceList || keepOutsideArea) return;
    if (only && provinsi !== only) set('provinsi', only);
    else if (!only && provinsi && !current) set('provinsi', '');
  }, [only, current, provinceList === undefined]);

  const picker = (
    level: Level,
    label: string,
    list: Region[] | undefined,
    loading: boolean,
    enabled: boolean,
  ) => (
    <Combobox
      label={label}
      name={level}
      placeholder={`Pilih ${label}`}
      options={toOptions(list)}
      value={{ provinsi, kabupaten, kecamatan, desa }[level]}
      onChange={(value) => set(level, value)}
      disabled={!enabled}
      loading={loading}
      error={(errors as FieldErrors<RegionValues>)[level]?.message}
    />
  );

  return (
    <>
      {picker('provinsi', 'Provinsi', provinceList, area.isPending || provinces.isPending, true)}
      {picker(
        'kabupaten',
        'Kabupaten',
        kabupatenList,
        wholeProvince && allKabupaten.isPending,
        provinsi !== '',
      )}
      {picker('kecamatan', 'Kecamatan', kecamatanList.data, kecamatanList.isFetching, kabupaten !== '')}
      {picker('desa', 'Desa/Kelurahan', desaList.data, desaList.isFetching, kecamatan !== '')}
    </>
  );
}
