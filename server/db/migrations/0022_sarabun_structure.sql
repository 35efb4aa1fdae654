-- The correspondence structure: which departments take part in sending and receiving letters.
-- A department that does not (a project team, a unit being wound down) is not offered as a
-- recipient and the server refuses a letter sent to it; letters it already holds stay.
ALTER TABLE departments ADD COLUMN receives_letters boolean NOT NULL DEFAULT true;
