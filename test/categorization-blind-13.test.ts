import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 366 rows in 18 files, blind to the categorizer; at least 350 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirteenth blind categorization corpus", "test/fixtures/categorization-blind-13", 350);
