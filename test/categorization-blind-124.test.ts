import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 219 rows in 8 files, blind to the categorizer; at least 197 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-twenty-fourth blind categorization corpus", "test/fixtures/categorization-blind-124", 197);
