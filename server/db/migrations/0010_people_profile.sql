-- The profile an administrator keeps for each person (employee-information), and the two
-- vocabularies it chooses from: employee types and positions. Every profile column is optional,
-- so people created before this migration (and by create-admin) stay valid.

CREATE TABLE employee_types (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX employee_types_name_key ON employee_types (lower(btrim(name_th)));

CREATE TABLE positions (
  id       integer PRIMARY KEY,
  name_th  text NOT NULL CHECK (btrim(name_th) <> ''),
  active   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX positions_name_key ON positions (lower(btrim(name_th)));

ALTER TABLE people
  ADD COLUMN employee_code     text CHECK (employee_code IS NULL OR btrim(employee_code) <> ''),
  -- The 13-digit Thai ID card number; its check digit is validated by the application.
  ADD COLUMN id_card           text CHECK (id_card IS NULL OR id_card ~ '^[0-9]{13}$'),
  ADD COLUMN gender            text CHECK (gender IS NULL OR gender IN ('male', 'female', 'unspecified')),
  ADD COLUMN birthday          date,
  ADD COLUMN blood_type        text CHECK (blood_type IS NULL OR blood_type IN ('A', 'B', 'AB', 'O')),
  ADD COLUMN nationality       text,
  ADD COLUMN race              text,
  ADD COLUMN address           text,
  ADD COLUMN phone             text,
  -- The person's account in the organisation's directory (Active Directory), if it has one.
  ADD COLUMN directory_user    text,
  ADD COLUMN employee_type_id  integer REFERENCES employee_types (id),
  ADD COLUMN position_id       integer REFERENCES positions (id),
  -- How lists and choices name a person.
  ADD COLUMN full_name         text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED;

CREATE UNIQUE INDEX people_employee_code_key ON people (employee_code) WHERE employee_code IS NOT NULL;
CREATE UNIQUE INDEX people_id_card_key ON people (id_card) WHERE id_card IS NOT NULL;
CREATE UNIQUE INDEX people_directory_user_key ON people (lower(directory_user)) WHERE directory_user IS NOT NULL;
CREATE INDEX people_employee_type_idx ON people (employee_type_id);
CREATE INDEX people_position_idx ON people (position_id);
