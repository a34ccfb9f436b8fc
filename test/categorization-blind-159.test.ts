import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 200 rows in 8 files, blind to the categorizer; at least 180 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-fifty-ninth blind categorization corpus", "test/fixtures/categorization-blind-159", 180);
