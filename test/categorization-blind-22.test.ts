import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 428 rows in 20 files, blind to the categorizer; at least 400 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-second blind categorization corpus", "test/fixtures/categorization-blind-22", 400);
