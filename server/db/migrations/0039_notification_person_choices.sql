-- A person's own choice of channels per event (/system-setting): a row turns channels off for that
-- person; without a row every channel is as the administrator set the event. A person can only
-- narrow what the administrator turned on, never send themselves what the event does not offer.
CREATE TABLE notification_person_choices (
  person_id  bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  event_key  text NOT NULL REFERENCES notification_events (event_key),
  portal     boolean NOT NULL DEFAULT true,
  email      boolean NOT NULL DEFAULT true,
  line       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (person_id, event_key)
);
