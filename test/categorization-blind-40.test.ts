import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 308 rows in 11 files, blind to the categorizer; at least 277 keeps it a measurement of some weight.
describeMeasuringCorpus("the fortieth blind categorization corpus", "test/fixtures/categorization-blind-40", 277);
