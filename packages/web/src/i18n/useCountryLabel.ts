// A stored country as its name in the reader's language (domain countries.ts), for a screen that
// shows one out of sight at first (the patient record's folded contact info): the country names of
// six languages load when they are `wanted` (the section pointed at, focused or opened), not with
// the screen; until they are in, the country reads as stored.
import { useEffect, useState } from 'react';
import { loadOnce } from '../routing/loadOnce';

type Countries = typeof import('@portal/domain/countries');

let loaded: Countries | null = null;
const loadCountries = loadOnce(() => import('@portal/domain/countries').then((module) => (loaded = module)));

export function useCountryLabel(country: string | null | undefined, language: string, wanted: boolean): string {
  const [countries, setCountries] = useState<Countries | null>(loaded);
  useEffect(() => {
    if (countries || !country || !wanted) return;
    let current = true;
    loadCountries()
      .then((module) => {
        if (current) setCountries(module);
      })
      // Offline: the country stays as stored.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [countries, country, wanted]);
  return countries ? countries.countryLabel(country, language) : (country ?? '');
}
