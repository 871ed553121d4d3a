import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage, resetPage } from '../../../test/render.tsx';
import { PositionCostTable } from './position-cost-table.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

describe("'Biaya Posisi'", () => {
  it('shows a lelang’s dividends and the early seat’s cost as a yearly rate', () => {
    renderPage(
      <PositionCostTable
        contribution={100_000}
        members={3}
        savingType="monthly"
        lelang={{ capPercent: 20, commissionPercent: 0, expectedDiscountPercent: 10 }}
      />,
    );
    const table = screen.getByRole('region', { name: 'Biaya Posisi' });
    expect(within(table).getByRole('columnheader', { name: 'Dividen' })).toBeInTheDocument();
    const [, first, second, last] = within(table).getAllByRole('row');
    // Seat 1 takes Rp 270.000 at cycle 1 and repays Rp 200.000 over two months: 11,55% a month, 271,38% a year.
    expect(first).toHaveTextContent('1Putaran 1Rp 270.000');
    expect(first).toHaveTextContent('pinjaman dari kelompok');
    expect(first).toHaveTextContent(/271,\d+%/);
    // The middle seat pays more than it gets at any rate: no single rate describes it.
    expect(second).toHaveTextContent('seimbang');
    expect(second).toHaveTextContent(/-$/);
    expect(last).toHaveTextContent('Rp 45.000');
    expect(last).toHaveTextContent('tabungan');
    expect(table).toHaveTextContent('bunganya dibayar lewat diskon lelang');
  });

  it('shows the first, middle and last seats of a long arisan', () => {
    renderPage(<PositionCostTable contribution={10_000} members={100} savingType="daily" />);
    const rows = within(screen.getByRole('region', { name: 'Biaya Posisi' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.firstElementChild?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '50',
      '51',
      '98',
      '99',
      '100',
    ]);
    expect(screen.getByText(/Ditampilkan posisi awal, tengah dan akhir dari 100/)).toBeInTheDocument();
  });
});
