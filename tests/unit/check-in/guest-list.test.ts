import { describe, expect, it } from 'vitest';
import type { DoorGuest } from '~/lib/check-in/door-guests.ts';
import {
  guestListCounts,
  guestListCsv,
  sortBySurname,
  surnameOf,
} from '~/lib/check-in/guest-list.ts';

const guest = (guest_name: string, fields: Partial<DoorGuest> = {}): DoorGuest => ({
  id: guest_name,
  guest_name,
  email: 'g@example.com',
  company: null,
  status: 'confirmed',
  check_in_id: null,
  checked_in_at: null,
  ...fields,
});

describe('surnameOf', () => {
  it.each([
    ['Nour Al-Saud', 'Al-Saud'],
    ['José Müller 🌙', 'Müller'],
    ['عبدالله الفيصل', 'الفيصل'],
    ["Sean O'Brien ", "O'Brien"],
    ['Madonna', 'Madonna'],
    ['Layla Passholder (guest)', 'guest'],
  ])('%s → %s', (name, surname) => {
    expect(surnameOf(name)).toBe(surname);
  });
});

describe('sortBySurname', () => {
  it('sorts by surname, then by full name, ignoring case and accents', () => {
    const names = ['Zed Adams', 'amy adams', 'Bob Émile', 'Carl eagle', 'Dana Zulu'];
    expect(sortBySurname(names.map((n) => guest(n))).map((g) => g.guest_name)).toEqual([
      'amy adams',
      'Zed Adams',
      'Carl eagle',
      'Bob Émile',
      'Dana Zulu',
    ]);
  });
});

describe('guestListCounts', () => {
  it('counts each state; offered counts as invited, removed as declined', () => {
    const list = [
      guest('a', { status: 'invited' }),
      guest('b', { status: 'offered' }),
      guest('c', { checked_in_at: 't' }),
      guest('d'),
      guest('e', { status: 'declined' }),
      guest('f', { status: 'removed' }),
    ];
    expect(guestListCounts(list, 3)).toEqual({
      invited: 2,
      confirmed: 2,
      declined: 2,
      waitlist: 3,
      checkedIn: 1,
    });
  });
});

describe('guestListCsv', () => {
  it('writes a BOM, sorts by surname and neutralises formulas', () => {
    const csv = guestListCsv([
      guest('Zara Zed', { company: '=HYPERLINK("x")', checked_in_at: '2026-11-26T20:04:05Z' }),
      guest('فاطمة الزهراء', { status: 'declined', company: 'Capital, #1' }),
    ]);
    expect(csv).toBe(
      '\uFEFFName,E-mail,Company,Status,Checked in at (Asia/Riyadh)\r\n' +
        // 20:04 UTC is 23:04 in Riyadh, as the printed list shows it.
        'Zara Zed,g@example.com,"\'=HYPERLINK(""x"")",Confirmed,2026-11-26 23:04:05\r\n' +
        'فاطمة الزهراء,g@example.com,"Capital, #1",Declined,\r\n',
    );
  });

  it('keeps the English column keys first and puts a header in the staff language second', () => {
    const csv = guestListCsv(
      [guest('Zara Zed')],
      ['الاسم', 'البريد', 'الشركة', 'الحالة', 'وقت الدخول (Asia/Riyadh)'],
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFName,E-mail,Company,Status,Checked in at (Asia/Riyadh)',
      'الاسم,البريد,الشركة,الحالة,وقت الدخول (Asia/Riyadh)',
      'Zara Zed,g@example.com,,Confirmed,',
      '',
    ]);
  });
});
