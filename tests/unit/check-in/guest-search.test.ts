import { describe, expect, it } from 'vitest';
import { foldForSearch, searchGuests } from '~/lib/check-in/guest-search.ts';

const guests = [
  { guest_name: 'Nour Al-Saud', email: 'nour@example.com', company: 'Nakheel & Co.' },
  { guest_name: 'عبدالله الفيصل', email: 'abdullah@example.sa', company: 'شركة أرامكو' },
  { guest_name: 'José Müller 🌙', email: 'jose+door@example.com', company: null },
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
  ])('%j finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });
});
