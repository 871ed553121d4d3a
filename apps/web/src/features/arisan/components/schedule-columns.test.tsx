import { screen, within } from '@testing-library/react';
import type { ScheduleCycle } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from '../../../components/list-page/data-table.tsx';
import { installBrowserShims, renderPage, resetPage } from '../../../test/render.tsx';
import { scheduleColumns } from './schedule-columns.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const cycle = (n: number, name: string): ScheduleCycle => ({
  cycle: n,
  due_date: `2026-0${n}-01`,
  has_come: n === 1,
  is_current: n === 1,
  dues_count: 2,
  paid_count: 0,
  due_amount: 200_000,
  paid_amount: 0,
  late_fees_paid: 0,
  late_count: 0,
  recipient: null,
  turn: { member_id: n, name },
  paid_out: 0,
});

const renderSchedule = (rule: 'kocok' | 'urut') =>
  renderPage(
    <DataTable
      rows={[cycle(1, 'Siti'), cycle(2, 'Ahmad')]}
      rowKey={(c) => c.cycle}
      columns={scheduleColumns(() => () => {}, true, rule)}
    />,
    { as: 'admin' },
  );

describe('the schedule by recipient rule', () => {
  it("'urut' names each cycle's turn by position and offers no draw", () => {
    renderSchedule('urut');
    const first = screen.getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Giliran: Siti');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Giliran: Ahmad');
    expect(screen.queryByRole('button', { name: /Undi putaran/ })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Tunjuk penerima putaran 1' })).toBeEnabled();
  });

  it("'kocok' offers the draw and names no turn", () => {
    renderSchedule('kocok');
    expect(screen.getByRole('button', { name: 'Undi putaran 1' })).toBeEnabled();
    expect(screen.queryByText(/Giliran:/)).toBeNull();
  });
});
