-- Which settings pages a permission group opens (engine/settings/pages): `permission` is the
-- permission key a page declaration names for reading or writing (normally the page id).
-- Writing implies reading, so a grant with can_write = 1 lets the group read as well.
-- Holders of an 'admin' role need no row here: they read and write every settings page.
CREATE TABLE permission_group_settings (
  group_id    integer NOT NULL REFERENCES permission_groups (id) ON DELETE CASCADE,
  permission  text NOT NULL CHECK (permission ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
  can_read    smallint NOT NULL DEFAULT 1 CHECK (can_read IN (0, 1)),
  can_write   smallint NOT NULL DEFAULT 0 CHECK (can_write IN (0, 1)),
  PRIMARY KEY (group_id, permission)
);
