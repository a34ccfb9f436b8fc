import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 214 rows in 8 files, blind to the categorizer; at least 192 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-seventy-fourth blind categorization corpus", "test/fixtures/categorization-blind-174", 192);
