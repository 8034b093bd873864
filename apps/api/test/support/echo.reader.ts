// A reader that answers each job with itself, to test the reader processes' plumbing.
import { answerJobs } from '../../src/lib/reader-process';

answerJobs(async (job: unknown) => job);
