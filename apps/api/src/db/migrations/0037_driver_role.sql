-- The driver app's role (issue 36): it reaches the driver app and the user's own account only.
INSERT INTO roles (id, name) VALUES (8, 'DRIVER') ON CONFLICT (id) DO NOTHING;
