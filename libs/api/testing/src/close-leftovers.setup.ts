// Jest setupFilesAfterEnv of the API tests: a root-level afterAll, which runs after every describe
// block's own afterAll, closes what a failed or timed-out hook left open (see open-resources.ts), so
// that the run exits by itself.
import { closeLeftovers } from './open-resources';

afterAll(() => closeLeftovers());
