import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 214 rows in 8 files, blind to the categorizer; at least 193 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-thirtieth blind categorization corpus", "test/fixtures/categorization-blind-130", 193);
