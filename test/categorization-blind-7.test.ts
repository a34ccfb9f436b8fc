import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 418 rows in 19 files, blind to the categorizer; at least 400 keeps it a measurement of some weight.
describeMeasuringCorpus("the seventh blind categorization corpus", "test/fixtures/categorization-blind-7", 400);
