-- Platform messages are read in the member's locale (SPEC §2.7 messageV2): the demo messages the
-- seed used to write in Vietnamese become the message keys (rewards area) they now are, so a
-- database seeded before this reads them translated and the seed does not add them twice.
UPDATE member_messages SET message_key = 'rewards_message_points_welcome', params_json = '{}' WHERE message_key IS NULL AND title = 'Chào mừng bạn đến với cửa hàng điểm';
UPDATE member_messages SET message_key = 'rewards_message_rebate_ready', params_json = '{}' WHERE message_key IS NULL AND title = 'Hoàn trả hằng ngày đã sẵn sàng';
UPDATE member_messages SET message_key = 'rewards_message_maintenance', params_json = '{"from":"02:00","to":"03:00"}' WHERE message_key IS NULL AND title = 'Bảo trì hệ thống';
