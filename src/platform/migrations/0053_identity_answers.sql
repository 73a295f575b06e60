-- The member's avatar (SPEC §2.3 avatar menu; §7.1 Avatar and Member icon): the id of one of the
-- portal's preset avatars (src/contracts/schemas/member.ts AVATARS); '0' is the default avatar.
ALTER TABLE members ADD COLUMN avatar TEXT NOT NULL DEFAULT '0';
