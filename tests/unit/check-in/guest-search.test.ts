import { describe, expect, it } from 'vitest';
import { foldForSearch, phoneDigits, searchGuests } from '~/lib/check-in/guest-search.ts';
import { SEARCH_PAIRS } from '../text/arabic-search-cases.ts';

const guests = [
  {
    guest_name: 'Nour Al-Saud',
    email: 'nour@example.com',
    company: 'Nakheel & Co.',
    phone: '+966 55 123 4567',
  },
  {
    guest_name: 'عبدالله الفيصل',
    email: 'abdullah@example.sa',
    company: 'شركة أرامكو',
    phone: '0501112233',
  },
  {
    guest_name: 'José Müller 🌙',
    email: 'jose+door@example.com',
    company: null,
    phone: '+44 20 7946 0958',
  },
  { guest_name: 'فاطمة الزهراء', email: 'fatima@example.sa', company: '[KSA] 100% Capital #1' },
];

describe('foldForSearch', () => {
  it.each([
    ['  NOUR   Al-Saud ', 'nour al-saud'],
    ['José Müller', 'jose muller'],
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['مُحَمَّد', 'محمد'],
    ['فاطمة', 'فاطمه'],
    ['مصطفى', 'مصطفي'],
    ['عـــلي', 'علي'],
    ['٢٠٢٥', '2025'],
  ])('%s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('searchGuests', () => {
  const names = (query: string) => searchGuests(guests, query).map((g) => g.guest_name);
  it.each([
    ['', guests.map((g) => g.guest_name)],
    ['   ', guests.map((g) => g.guest_name)],
    ['nour', ['Nour Al-Saud']],
    ['NAKHEEL', ['Nour Al-Saud']],
    ['saud nakh', ['Nour Al-Saud']],
    ['nour zzz', []],
    ['jose', ['José Müller 🌙']],
    ['müller', ['José Müller 🌙']],
    ['jose+door@', ['José Müller 🌙']],
    ['عبد الله', ['عبدالله الفيصل']],
    ['عبدالله', ['عبدالله الفيصل']],
    ['ارامكو', ['عبدالله الفيصل']],
    ['فاطمه', ['فاطمة الزهراء']],
    ['[ksa] 100%', ['فاطمة الزهراء']],
    ['#1', ['فاطمة الزهراء']],
    ['example.sa', ['عبدالله الفيصل', 'فاطمة الزهراء']],
    // Phone numbers as staff type them.
    ['+966 55 123 4567', ['Nour Al-Saud']],
    ['00966551234567', ['Nour Al-Saud']],
    ['055 123 4567', ['Nour Al-Saud']],
    ['0551234567', ['Nour Al-Saud']],
    ['055-123', ['Nour Al-Saud']],
    ['4567', ['Nour Al-Saud']],
    ['٠٥٥١٢٣', ['Nour Al-Saud']],
    ['+966 50', ['عبدالله الفيصل']],
    ['050 111 22 33', ['عبدالله الفيصل']],
    ['+44 20 7946', ['José Müller 🌙']],
    // A national number of another country still finds its guest.
    ['020 7946 0958', ['José Müller 🌙']],
    ['0559 999', []],
    // Too few digits for a phone: '100' is the company's, not a number.
    ['100', ['فاطمة الزهراء']],
  ])('%j finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });
});

describe('phoneDigits', () => {
  it.each([
    ['+966 55 123 4567', '551234567'],
    ['00966 55 123 4567', '551234567'],
    ['055 123 4567', '551234567'],
    ['(055) 123-4567', '551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '551234567'],
    ['+44 20 7946 0958', '442079460958'],
    ['', ''],
  ])('%j → %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits);
  });
});

describe('the door folds Arabic as every staff search does (one table of cases)', () => {
  const guestNamed = (name: string) => ({ guest_name: name, email: 'g@example.sa', company: null });
  it.each(SEARCH_PAIRS)('"%s" finds "%s", and back', (query, stored) => {
    expect(searchGuests([guestNamed(stored)], query)).toHaveLength(1);
    expect(searchGuests([guestNamed(query)], stored)).toHaveLength(1);
  });
});
