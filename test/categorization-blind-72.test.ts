import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 214 rows in 8 files, blind to the categorizer; at least 193 keeps it a measurement of some weight.
describeMeasuringCorpus("the seventy-second blind categorization corpus", "test/fixtures/categorization-blind-72", 193);
