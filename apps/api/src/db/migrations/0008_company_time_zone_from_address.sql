-- Existing companies take the zone of the US state their address ends with (as
-- timeZoneForAddress in packages/domain/src/dates.ts does for new ones); others keep America/Chicago.
UPDATE companies SET time_zone = zone FROM (
  SELECT id, CASE
  WHEN upper(state) IN ('AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI') THEN 'America/Chicago'
  WHEN upper(state) IN ('AK') THEN 'America/Anchorage'
  WHEN upper(state) IN ('AZ') THEN 'America/Phoenix'
  WHEN upper(state) IN ('CA', 'NV', 'OR', 'WA') THEN 'America/Los_Angeles'
  WHEN upper(state) IN ('CO', 'MT', 'NM', 'UT', 'WY') THEN 'America/Denver'
  WHEN upper(state) IN ('CT', 'DC', 'DE', 'FL', 'GA', 'KY', 'MA', 'MD', 'ME', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV') THEN 'America/New_York'
  WHEN upper(state) IN ('HI') THEN 'Pacific/Honolulu'
  WHEN upper(state) IN ('ID') THEN 'America/Boise'
  WHEN upper(state) IN ('IN') THEN 'America/Indiana/Indianapolis'
  WHEN upper(state) IN ('MI') THEN 'America/Detroit'
  WHEN upper(state) IN ('PR') THEN 'America/Puerto_Rico'
  END AS zone
  FROM (
    SELECT id, substring(address FROM '(?:^|[\s,])([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$') AS state
    FROM companies
    WHERE address IS NOT NULL AND country ~* '^(us|usa|united states( of america)?)$'
  ) AS found
) AS zones
WHERE zones.id = companies.id AND zones.zone IS NOT NULL;
