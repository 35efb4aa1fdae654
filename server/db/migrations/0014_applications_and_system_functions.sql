-- The header menu's entries belong to applications (admin-application): an application groups
-- its menu entries (admin-application/menu-system/{id}), orders them in the header, and an
-- application switched off takes all its entries out of everyone's header menu at once, without
-- touching the permission groups that grant them. Existing entries join one first application.
CREATE TABLE applications (
  id          integer PRIMARY KEY,
  name_th     text NOT NULL CHECK (btrim(name_th) <> ''),
  sort_order  integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true
);
INSERT INTO applications (id, name_th, sort_order) VALUES (1, 'ระบบสารบรรณอิเล็กทรอนิกส์', 1);

ALTER TABLE menus ADD COLUMN application_id integer REFERENCES applications (id);
UPDATE menus SET application_id = 1;
ALTER TABLE menus ALTER COLUMN application_id SET NOT NULL;
CREATE INDEX menus_application_idx ON menus (application_id);

-- The system's functions as an administrator lists them (system-functions): a code, a Thai name
-- and a description. Nothing reads this list to decide what a person may do: menus and settings
-- pages are granted through permission groups.
CREATE TABLE system_functions (
  code        text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  name_th     text NOT NULL CHECK (btrim(name_th) <> ''),
  description text,
  active      boolean NOT NULL DEFAULT true
);
