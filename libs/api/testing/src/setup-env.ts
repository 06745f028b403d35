// Tests run quietly, with their own data folder and fast (still argon2id) password hashing.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.NODE_ENV = 'test';
process.env.SEED_DEMO_DATA = 'false';
