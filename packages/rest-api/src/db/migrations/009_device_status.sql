-- The Devices list is searched, filtered, sorted and paged by the database, and the header
-- counters are counted there, so the §4 device rules run in SQL exactly as the domain states them
-- (packages/domain/src/versions.ts isOlderVersion, deviceStatus.ts deviceHasError; a property test
-- holds the two together: src/admin/deviceStatusSql.int.test.ts):
--   * a component needs an update when its installed version is older than the latest of its type,
--     part by part and numerically; a missing or non-numeric version (either side) is never older;
--   * a device has an error when its status, blanks around it removed, is neither empty nor OK in any case.
-- The latest version of each type is picked by the REST service with the domain rule and given to
-- the statements as text. Each device keeps its installed versions' comparison keys (generated
-- columns), so comparing a whole fleet costs an array comparison per component, not a parse.

-- JavaScript's String.prototype.trim: the blanks it removes (WhiteSpace and LineTerminator), not \s.
create function js_trim(value text) returns text language sql immutable strict parallel safe as $$
  select regexp_replace(value,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- A version number's comparison key: its dot-separated parts as JavaScript's Number reads them (the
-- nearest double; Infinity from 2^1024 - 2^970 up, where Number rounds to it), trailing zero parts
-- dropped (1.10.0 and 1.10 compare equal); null unless the trimmed text is one or more runs of digits
-- separated by dots.
create function version_key(version text) returns float8[] language plpgsql immutable parallel safe as $$
declare
  part text;
  key float8[] := '{}';
  n int;
begin
  version := js_trim(version);
  if version is null or version !~ '^[0-9]+(\.[0-9]+)*$' then
    return null;
  end if;
  foreach part in array string_to_array(version, '.') loop
    part := ltrim(part, '0');
    if part = '' then
      key := key || 0::float8;
    elsif length(part) > 309 or (length(part) = 309 and part::numeric >=
      179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792)
    then
      key := key || 'Infinity'::float8;
    else
      key := key || part::float8;
    end if;
  end loop;
  n := cardinality(key);
  while n > 0 and key[n] = 0 loop
    n := n - 1;
  end loop;
  return key[1:n];
end $$;

-- The domain's comparison step by step: the first part whose difference is not 0 decides (missing
-- parts are 0). Infinity - Infinity is NaN, which is "not 0" and not negative: not older.
create function version_key_is_older_stepwise(installed float8[], latest float8[]) returns boolean
language plpgsql immutable parallel safe as $$
declare
  diff float8;
begin
  for i in 1 .. greatest(cardinality(installed), cardinality(latest)) loop
    diff := coalesce(installed[i], 0) - coalesce(latest[i], 0);
    if diff <> 0 then
      return diff < 0;
    end if;
  end loop;
  return false;
end $$;

-- §4 "older" over two keys. Parts are never negative and trailing zeros are dropped, so the array
-- order is the domain's, unless both keys hold Infinity (the stepwise comparison then decides).
-- A plain SQL expression: the planner inlines it, and folds the key of a given latest version once.
create function version_key_is_older(installed float8[], latest float8[]) returns boolean
language sql immutable parallel safe as $$
  select case
    when installed is null or latest is null then false
    when 'Infinity' = any(installed) and 'Infinity' = any(latest) then version_key_is_older_stepwise(installed, latest)
    else installed < latest
  end
$$;

-- §4 "needs update" for one component: isOlderVersion(installed, latest).
create function version_is_older(installed text, latest text) returns boolean language sql immutable parallel safe as $$
  select version_key_is_older(version_key(installed), version_key(latest))
$$;

-- §4 "has error": deviceHasError(status).
create function device_has_error(status text) returns boolean language sql immutable parallel safe as $$
  select case
    when status is null or status in ('OK', 'ok', 'Ok', 'oK') then false
    else js_trim(status) !~ '^([oO][kK])?$'
  end
$$;

alter table devices
  add column windows_version_key float8[] generated always as (version_key(windows_version)) stored,
  add column es_version_key float8[] generated always as (version_key(es_version)) stored,
  add column et_firmware_version_key float8[] generated always as (version_key(et_firmware_version)) stored,
  add column emitter_firmware_version_key float8[] generated always as (version_key(emitter_firmware_version)) stored,
  add column tv_version_key float8[] generated always as (version_key(tv_version)) stored;
