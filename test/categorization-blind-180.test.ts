import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 218 rows in 8 files, blind to the categorizer; at least 196 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eightieth blind categorization corpus", "test/fixtures/categorization-blind-180", 196);
