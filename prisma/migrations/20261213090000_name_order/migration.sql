-- Which name part is written first in the full name (lib/users/full-name.ts). Existing accounts keep the order
-- they have always been shown in: given name first.
CREATE TYPE "NameOrder" AS ENUM ('given_first', 'family_first');

ALTER TABLE "users" ADD COLUMN "nameOrder" "NameOrder" NOT NULL DEFAULT 'given_first';
