-- Staff roles (docs/decisions/0200-staff-roles-and-permissions.md): the back-office accounts made before roles could
-- do everything, so each becomes an owner; a back-office account's scope names its one role from now on.
UPDATE "users" SET "scope" = ARRAY['owner']::text[] WHERE "is_backoffice_user" = true;
