-- A book letter (circular, command, announcement...) numbered by our own send register is
-- published to the whole organisation, unless its writer chose to publish it only to the
-- departments it is sent to. 1: the whole organisation (what every letter did before).
ALTER TABLE documents ADD COLUMN publish_all smallint NOT NULL DEFAULT 1 CHECK (publish_all IN (0, 1));
