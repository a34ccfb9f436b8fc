import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 252 rows in 10 files, blind to the categorizer; at least 230 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirtieth blind categorization corpus", "test/fixtures/categorization-blind-30", 230);
